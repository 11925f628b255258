/**
 * English for the texts the server answers in Portuguese (the shared `*_MESSAGES` and the
 * modules' own refusals): shown in forms and in error toasts through the 'validation' group
 * (decision 0140).
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
  'Escolha uma lista de contatos ou uma etiqueta, não as duas':
    'Choose a contact list or a tag, not both',
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
  // refusals written in the server's modules
  'A empresa da plataforma (a dos super administradores) não pode ser excluída':
    "The platform's company (the super admins') cannot be deleted",
  'A empresa precisa de pelo menos um administrador': 'The company needs at least one admin',
  'A mensagem de saudação é obrigatória quando há mais de uma fila':
    'The greeting message is required when there is more than one queue',
  'Aceite ou reabra o ticket antes de enviar mensagens':
    'Accept or reopen the ticket before sending messages',
  'Acesso não permitido': 'Access not allowed',
  'Deve haver pelo menos uma conexão padrão: marque outra como padrão':
    'There must be a default connection: mark another one as default',
  'Empresa inativa. Entre em contato com o Suporte.': 'Inactive company. Please contact Support.',
  'Esta conexão não é um telefone simulado (sandbox)':
    'This connection is not a simulated phone (sandbox)',
  'Esta mensagem já foi apagada': 'This message was already deleted',
  'Informe o texto (body) ou um arquivo (medias)': 'Give the text (body) or a file (medias)',
  'JSON inválido': 'Invalid JSON',
  'Já existe um contato com este número': 'A contact with this number already exists',
  'Já existe um plano com este nome': 'A plan with this name already exists',
  'Já existe um usuário com este e-mail': 'A user with this email already exists',
  'Já existe uma empresa com este nome': 'A company with this name already exists',
  'Mensagem citada não encontrada': 'Quoted message not found',
  'Mensagem inválida': 'Invalid message',
  'Mensagem vazia': 'Empty message',
  'Modelo não encontrado ou não aprovado': 'Template not found or not approved',
  'Modelos de mensagem existem só nas conexões da API oficial (cloud-api)':
    'Message templates exist only on official API connections (cloud-api)',
  'Nenhum cartão de contato no arquivo': 'No contact card in the file',
  'O arquivo não tem nenhum contato abaixo do cabeçalho':
    'The file has no contact below the header',
  'O arquivo não tem nenhuma linha': 'The file has no rows',
  'O pagamento não está configurado': 'Payment is not set up',
  'O provedor de pagamento não respondeu': 'The payment provider did not answer',
  'Planilha XLSX inválida ou corrompida': 'Invalid or corrupted XLSX spreadsheet',
  'Plano não encontrado': 'Plan not found',
  'QR code inválido ou expirado': 'Invalid or expired QR code',
  'Reabra o ticket antes de devolvê-lo à fila':
    'Reopen the ticket before returning it to the queue',
  'Reabra o ticket antes de transferi-lo': 'Reopen the ticket before transferring it',
  'Requisição inválida': 'Invalid request',
  'Selecione uma fila': 'Select a queue',
  'Só é possível apagar mensagens enviadas por você': 'You can only delete messages you sent',
  'Um envio com esta Idempotency-Key ainda está em andamento':
    'A send with this Idempotency-Key is still in progress',
  'Você não pode excluir o próprio usuário': 'You cannot delete your own user',
  'Formato de webhook desconhecido': 'Unknown webhook format',
  'Cadastro realizado. Faça login para continuar.': 'Signed up. Log in to continue.',
  'O telefone simulado não está conectado': 'The simulated phone is not connected',
  'Status inválido: use pending, open ou closed': 'Invalid status: use pending, open or closed',
  'Formato inválido: use csv ou xlsx': 'Invalid format: use csv or xlsx',
  'Relatório desconhecido': 'Unknown report',
  'Configuração desconhecida': 'Unknown setting',
  'Caractere inválido': 'Invalid character',
  'Valor inválido': 'Invalid value',
  'Arquivo ou requisição grande demais': 'File or request too large',
  // why a webhook delivery got no answer (webhook-post.ts, webhook-delivery.ts); the webhooks
  // page keeps the system's words that follow in parentheses
  'Conexão recusada pelo endereço': 'Connection refused by the address',
  'Endereço não encontrado': 'Address not found',
  'A conexão caiu antes da resposta': 'The connection dropped before the answer',
  'Endereço inalcançável': 'Address unreachable',
  'Certificado TLS inválido': 'Invalid TLS certificate',
  'Sem resposta no tempo limite (timeout)': 'No answer within the time limit (timeout)',
  'Segredo ilegível: gere um novo segredo para este webhook':
    'Unreadable secret: create a new secret for this webhook',
  'Já existe uma conexão com este nome': 'There is already a connection with this name',
  'Já existe uma lista com este nome': 'There is already a list with this name',
  'Já existe uma ajuda com este título': 'There is already a help video with this title',
  'Já existe uma integração com este nome': 'There is already an integration with this name',
  'Já existe um prompt com este nome': 'There is already a prompt with this name',
  'CEP inválido: use só os números (ex.: 01310-100)':
    'Invalid postal code: use the numbers only (e.g. 01310-100)',
  'Envie o número como texto, só com dígitos': 'Send the number as text, digits only',
  Falha: 'Failure',
  'No máximo 10 arquivos por envio': 'At most 10 files per send',
};
