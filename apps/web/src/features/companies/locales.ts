/**
 * Texts of the Settings page's Companies tab (key 'companies'), in Portuguese; English and
 * Spanish are in locales-en.ts and locales-es.ts.
 */
export const companiesTexts = {
  tab: 'Empresas',
  form: {
    title: 'Empresa',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    plan: 'Plano',
    status: 'Status',
    campaignsEnabled: 'Campanhas',
    dueDate: 'Data de vencimento',
    recurrence: 'Recorrência',
  },
  recurrence: {
    MENSAL: 'Mensal',
    BIMESTRAL: 'Bimestral',
    TRIMESTRAL: 'Trimestral',
    SEMESTRAL: 'Semestral',
    ANUAL: 'Anual',
  },
  yes: 'Sim',
  no: 'Não',
  enabled: 'Habilitadas',
  disabled: 'Desabilitadas',
  createdAt: 'Criada em',
  clear: 'Limpar',
  addDueDate: '+ Vencimento',
  user: 'Usuário',
  listTitle: 'Empresas ({{count}})',
  search: 'Nome ou e-mail',
  empty: 'Nenhuma empresa encontrada',
  saved: 'Operação realizada com sucesso!',
  saveError:
    'Não foi possível realizar a operação. Verifique se já existe uma empresa com o mesmo nome ou se os campos foram preenchidos corretamente',
  deleteError: 'Não foi possível realizar a operação',
  confirmTitle: 'Exclusão de Registro',
  confirmBody: 'Deseja realmente excluir esse registro?',
  confirmWhat:
    'A empresa {{name}} e todos os seus dados (usuários, atendimentos, mensagens, contatos, conexões e arquivos) serão apagados, sem volta.',
  userDialog: {
    title: 'Usuário da empresa',
    name: 'Nome',
    email: 'E-mail',
    password: 'Nova senha',
    passwordHelp: 'Deixe em branco para manter a senha atual.',
    none: 'Esta empresa não tem usuários.',
  },
};
