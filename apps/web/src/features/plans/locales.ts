/** Texts of the Settings page's Plans tab (key 'plans'), in Portuguese. */
export const plansTexts = {
  tab: 'Planos',
  formTitle: 'Plano',
  name: 'Nome',
  users: 'Usuários',
  connections: 'Conexões',
  queues: 'Filas',
  value: 'Valor',
  flags: {
    useCampaigns: 'Campanhas',
    useSchedules: 'Agendamentos',
    useInternalChat: 'Chat interno',
    useExternalApi: 'API externa',
    useKanban: 'Kanban',
    useOpenAi: 'Open AI',
    useIntegrations: 'Integrações',
  },
  yes: 'Sim',
  no: 'Não',
  clear: 'Limpar',
  empty: 'Nenhum plano encontrado',
  inUse: 'O plano "{{name}}" está em uso por alguma empresa e não pode ser excluído.',
  saved: 'Operação realizada com sucesso!',
  saveError:
    'Não foi possível realizar a operação. Verifique se já existe um plano com o mesmo nome ou se os campos foram preenchidos corretamente',
  confirmTitle: 'Exclusão de Registro',
  confirmBody: 'Deseja realmente excluir esse registro?',
};
