/**
 * English for the texts the server answers in Portuguese (the shared `*_MESSAGES`): shown in
 * forms and in error toasts through the 'validation' group (decision 0140).
 */
export const serverTextsEn: Record<string, string> = {
  'Etiqueta não encontrada': 'Tag not found',
  'Observação adicionada com sucesso!': 'Note added!',
  'Observação excluída com sucesso!': 'Note deleted!',
  'Observação não encontrada': 'Note not found',
  'O contato não é o do ticket': 'The contact is not the ticket’s',
  'Informe ticketId ou contactId': 'Give ticketId or contactId',
  'Resposta rápida não encontrada': 'Quick reply not found',
  'Sem anexo': 'No attachment',
  'Envie o arquivo como multipart/form-data no campo "file"':
    'Send the file as multipart/form-data in the "file" field',
  'A mensagem de saudação é obrigatória quando a empresa tem mais de uma fila':
    'The greeting message is required when the company has more than one queue',
  'Destinatário não encontrado': 'Recipient not found',
  'Enviamos um código para o seu e-mail. Ele vale por 1 hora.':
    'We sent a code to your email. It is valid for 1 hour.',
  'Email não encontrado': 'Email not found',
  'Senha redefinida com sucesso': 'Password reset',
  'A redefinição de senha por e-mail não está configurada': 'Password reset by email is not set up',
  'Não foi possível enviar o e-mail. Tente novamente mais tarde.':
    'The email could not be sent. Please try again later.',
  'Informativo não encontrado': 'Announcement not found',
  'Envie a imagem como multipart/form-data no campo "file"':
    'Send the image as multipart/form-data in the "file" field',
  'Agendamento não encontrado': 'Schedule not found',
  'A data de envio precisa estar no futuro': 'The send date must be in the future',
  'Contato não encontrado': 'Contact not found',
  'Conexão não encontrada': 'Connection not found',
  'Nenhuma conexão padrão encontrada. Cadastre uma conexão.':
    'No default connection found. Add a connection.',
  'Este agendamento já foi enviado e não pode ser alterado':
    'This schedule was already sent and cannot be changed',
  'Este agendamento está sendo enviado agora': 'This schedule is being sent now',
  'Envio interrompido: resultado desconhecido (a mensagem pode ou não ter chegado ao contato); não foi reenviada':
    'Send interrupted: outcome unknown (the message may or may not have reached the contact); it was not sent again',
  'Escreva a mensagem ou anexe um arquivo': 'Write the message or attach a file',
  'Nenhuma alteração detectada.': 'No change detected.',
  'Tarefa original não encontrada.': 'Task not found.',
  'A lista que você tentou deletar não existe.': 'The lane you tried to delete does not exist.',
  'O nome do quadro é obrigatório': 'The lane name is required',
  'Mova ou exclua as tarefas deste quadro antes de excluí-lo.':
    'Move or delete this lane’s tasks before deleting it.',
  'Informe uma lista de ids, por exemplo [1,2]': 'Give a list of ids, for example [1,2]',
  'Filtro desconhecido': 'Unknown filter',
  'não encontrado nesta empresa': 'not found in this company',
  'Lista de contatos não encontrada': 'Contact list not found',
  'Contato da lista não encontrado': 'List contact not found',
  'Este número já está na lista': 'This number is already on the list',
  'Envie a planilha como multipart/form-data no campo "file"':
    'Send the spreadsheet as multipart/form-data in the "file" field',
  'Lista de contatos excluída': 'Contact list deleted',
  'Contato excluído': 'Contact deleted',
  'Lista de arquivos não encontrada': 'File list not found',
  'nome muito curto': 'name too short',
  'Opção não encontrada nesta lista': 'Option not found in this list',
  'Envie os arquivos como multipart/form-data no campo "files"':
    'Send the files as multipart/form-data in the "files" field',
  'Lista de arquivos excluída': 'File list deleted',
  'Esta lista não tem nenhum arquivo enviado': 'This list has no uploaded file',
  'Prompt excluído': 'Prompt deleted',
  'Campanha não encontrada': 'Campaign not found',
  'Esta campanha não pode mais ser alterada: só é editável inativa, ou programada com mais de 1 hora de antecedência':
    'This campaign can no longer be changed: only an inactive one, or one scheduled more than 1 hour ahead, can be edited',
  'Uma campanha cancelada só pode ter suas mensagens alteradas':
    'Only the messages of a cancelled campaign can be changed',
  'Só é possível cancelar uma campanha em andamento': 'Only a running campaign can be cancelled',
  'Só é possível reiniciar uma campanha cancelada': 'Only a cancelled campaign can be restarted',
  'Escolha uma lista de contatos ou uma lista de etiquetas': 'Choose a contact list or a tag list',
  'Escolha uma conexão': 'Choose a connection',
  'A data de envio já passou': 'The send date has passed',
  'Cancele a campanha antes de excluí-la': 'Cancel the campaign before deleting it',
  'Conexão desconectada: envios pausados até ela reconectar':
    'Connection disconnected: sending paused until it reconnects',
  'Por favor, preencha o título da conversa.': 'Please fill in the conversation’s title.',
  'Por favor, selecione pelo menos um usuário.': 'Please select at least one user.',
  'Conversa não encontrada': 'Conversation not found',
  'Apenas o dono da conversa pode alterá-la ou excluí-la':
    'Only the conversation’s owner can change or delete it',
  'Usuário não encontrado': 'User not found',
  'Data inválida: use AAAA-MM-DD': 'Invalid date: use YYYY-MM-DD',
  'Use um número de dias entre 1 e 366': 'Use a number of days between 1 and 366',
  'A data final é anterior à inicial': 'The end date is before the start date',
  'Período maior que 366 dias': 'Period longer than 366 days',
  'Fuso horário desconhecido': 'Unknown time zone',
  'Webhook excluído': 'Webhook deleted',
  'Integração excluída': 'Integration deleted',
  'Sessão do Dialogflow iniciada com sucesso': 'Dialogflow session started',
  'Não foi possível iniciar a sessão do Dialogflow': 'The Dialogflow session could not be started',
};
