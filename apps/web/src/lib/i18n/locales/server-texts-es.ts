/**
 * Spanish for the texts the server answers in Portuguese (the shared `*_MESSAGES` and the
 * modules' own refusals): shown in forms and in error toasts through the 'validation' group
 * (decision 0140).
 */
export const serverTextsEs: Record<string, string> = {
  'Etiqueta não encontrada': 'Etiqueta no encontrada',
  'Observação adicionada com sucesso!': '¡Nota agregada!',
  'Observação excluída com sucesso!': '¡Nota eliminada!',
  'Observação não encontrada': 'Nota no encontrada',
  'O contato não é o do ticket': 'El contacto no es el de la atención',
  'Informe ticketId ou contactId': 'Indique ticketId o contactId',
  'Resposta rápida não encontrada': 'Respuesta rápida no encontrada',
  'Sem anexo': 'Sin adjunto',
  'Envie o arquivo como multipart/form-data no campo "file"':
    'Envíe el archivo como multipart/form-data en el campo "file"',
  'A mensagem de saudação é obrigatória quando a empresa tem mais de uma fila':
    'El mensaje de saludo es obligatorio cuando la empresa tiene más de una cola',
  'Destinatário não encontrado': 'Destinatario no encontrado',
  'Enviamos um código para o seu e-mail. Ele vale por 1 hora.':
    'Enviamos un código a su correo. Vale por 1 hora.',
  'Email não encontrado': 'Correo no encontrado',
  'Senha redefinida com sucesso': 'Contraseña restablecida',
  'A redefinição de senha por e-mail não está configurada':
    'El restablecimiento de contraseña por correo no está configurado',
  'Não foi possível enviar o e-mail. Tente novamente mais tarde.':
    'No se pudo enviar el correo. Inténtelo de nuevo más tarde.',
  'Informativo não encontrado': 'Aviso no encontrado',
  'Envie a imagem como multipart/form-data no campo "file"':
    'Envíe la imagen como multipart/form-data en el campo "file"',
  'Agendamento não encontrado': 'Programación no encontrada',
  'A data de envio precisa estar no futuro': 'La fecha de envío debe estar en el futuro',
  'Contato não encontrado': 'Contacto no encontrado',
  'Conexão não encontrada': 'Conexión no encontrada',
  'Nenhuma conexão padrão encontrada. Cadastre uma conexão.':
    'No se encontró una conexión predeterminada. Agregue una conexión.',
  'Este agendamento já foi enviado e não pode ser alterado':
    'Esta programación ya se envió y no se puede cambiar',
  'Este agendamento está sendo enviado agora': 'Esta programación se está enviando ahora',
  'Envio interrompido: resultado desconhecido (a mensagem pode ou não ter chegado ao contato); não foi reenviada':
    'Envío interrumpido: resultado desconocido (el mensaje puede o no haber llegado al contacto); no se reenvió',
  'Escreva a mensagem ou anexe um arquivo': 'Escriba el mensaje o adjunte un archivo',
  'Nenhuma alteração detectada.': 'No se detectó ningún cambio.',
  'Tarefa original não encontrada.': 'Tarea no encontrada.',
  'A lista que você tentou deletar não existe.': 'La lista que intentó eliminar no existe.',
  'O nome do quadro é obrigatório': 'El nombre de la lista es obligatorio',
  'Mova ou exclua as tarefas deste quadro antes de excluí-lo.':
    'Mueva o elimine las tareas de esta lista antes de eliminarla.',
  'Informe uma lista de ids, por exemplo [1,2]': 'Indique una lista de ids, por ejemplo [1,2]',
  'Filtro desconhecido': 'Filtro desconocido',
  'não encontrado nesta empresa': 'no encontrado en esta empresa',
  'Lista de contatos não encontrada': 'Lista de contactos no encontrada',
  'Contato da lista não encontrado': 'Contacto de la lista no encontrado',
  'Este número já está na lista': 'Este número ya está en la lista',
  'Envie a planilha como multipart/form-data no campo "file"':
    'Envíe la hoja de cálculo como multipart/form-data en el campo "file"',
  'Lista de contatos excluída': 'Lista de contactos eliminada',
  'Contato excluído': 'Contacto eliminado',
  'Lista de arquivos não encontrada': 'Lista de archivos no encontrada',
  'nome muito curto': 'nombre demasiado corto',
  'Opção não encontrada nesta lista': 'Opción no encontrada en esta lista',
  'Envie os arquivos como multipart/form-data no campo "files"':
    'Envíe los archivos como multipart/form-data en el campo "files"',
  'Lista de arquivos excluída': 'Lista de archivos eliminada',
  'Esta lista não tem nenhum arquivo enviado': 'Esta lista no tiene ningún archivo subido',
  'Prompt excluído': 'Prompt eliminado',
  'Campanha não encontrada': 'Campaña no encontrada',
  'Esta campanha não pode mais ser alterada: só é editável inativa, ou programada com mais de 1 hora de antecedência':
    'Esta campaña ya no se puede cambiar: solo se edita inactiva, o programada con más de 1 hora de anticipación',
  'Uma campanha cancelada só pode ter suas mensagens alteradas':
    'De una campaña cancelada solo se pueden cambiar los mensajes',
  'Só é possível cancelar uma campanha em andamento': 'Solo se puede cancelar una campaña en curso',
  'Só é possível reiniciar uma campanha cancelada': 'Solo se puede reiniciar una campaña cancelada',
  'Escolha uma lista de contatos ou uma lista de etiquetas':
    'Elija una lista de contactos o una lista de etiquetas',
  'Escolha uma lista de contatos ou uma etiqueta, não as duas':
    'Elija una lista de contactos o una etiqueta, no las dos',
  'Escolha uma conexão': 'Elija una conexión',
  'A data de envio já passou': 'La fecha de envío ya pasó',
  'Cancele a campanha antes de excluí-la': 'Cancele la campaña antes de eliminarla',
  'Conexão desconectada: envios pausados até ela reconectar':
    'Conexión desconectada: envíos en pausa hasta que se reconecte',
  'Por favor, preencha o título da conversa.': 'Por favor, complete el título de la conversación.',
  'Por favor, selecione pelo menos um usuário.': 'Por favor, seleccione al menos un usuario.',
  'Conversa não encontrada': 'Conversación no encontrada',
  'Apenas o dono da conversa pode alterá-la ou excluí-la':
    'Solo el dueño de la conversación puede cambiarla o eliminarla',
  'Usuário não encontrado': 'Usuario no encontrado',
  'Data inválida: use AAAA-MM-DD': 'Fecha no válida: use AAAA-MM-DD',
  'Use um número de dias entre 1 e 366': 'Use un número de días entre 1 y 366',
  'A data final é anterior à inicial': 'La fecha final es anterior a la inicial',
  'Período maior que 366 dias': 'Período mayor que 366 días',
  'Fuso horário desconhecido': 'Zona horaria desconocida',
  'Webhook excluído': 'Webhook eliminado',
  'Integração excluída': 'Integración eliminada',
  'Sessão do Dialogflow iniciada com sucesso': 'Sesión de Dialogflow iniciada',
  'Não foi possível iniciar a sessão do Dialogflow': 'No se pudo iniciar la sesión de Dialogflow',
  // refusals written in the server's modules
  'A empresa da plataforma (a dos super administradores) não pode ser excluída':
    'La empresa de la plataforma (la de los superadministradores) no se puede eliminar',
  'A empresa precisa de pelo menos um administrador':
    'La empresa necesita al menos un administrador',
  'A mensagem de saudação é obrigatória quando há mais de uma fila':
    'El mensaje de saludo es obligatorio cuando hay más de una cola',
  'Aceite ou reabra o ticket antes de enviar mensagens':
    'Acepte o reabra la atención antes de enviar mensajes',
  'Acesso não permitido': 'Acceso no permitido',
  'Deve haver pelo menos uma conexão padrão: marque outra como padrão':
    'Debe haber al menos una conexión predeterminada: marque otra como predeterminada',
  'Empresa inativa. Entre em contato com o Suporte.':
    'Empresa inactiva. Póngase en contacto con Soporte.',
  'Esta conexão não é um telefone simulado (sandbox)':
    'Esta conexión no es un teléfono simulado (sandbox)',
  'Esta mensagem já foi apagada': 'Este mensaje ya se eliminó',
  'Informe o texto (body) ou um arquivo (medias)': 'Indique el texto (body) o un archivo (medias)',
  'JSON inválido': 'JSON no válido',
  'Já existe um contato com este número': 'Ya existe un contacto con este número',
  'Já existe um plano com este nome': 'Ya existe un plan con este nombre',
  'Já existe um usuário com este e-mail': 'Ya existe un usuario con este correo',
  'Já existe uma empresa com este nome': 'Ya existe una empresa con este nombre',
  'Mensagem citada não encontrada': 'Mensaje citado no encontrado',
  'Mensagem inválida': 'Mensaje no válido',
  'Mensagem vazia': 'Mensaje vacío',
  'Modelo não encontrado ou não aprovado': 'Plantilla no encontrada o no aprobada',
  'Modelos de mensagem existem só nas conexões da API oficial (cloud-api)':
    'Las plantillas de mensaje solo existen en las conexiones de la API oficial (cloud-api)',
  'Nenhum cartão de contato no arquivo': 'Ninguna tarjeta de contacto en el archivo',
  'O arquivo não tem nenhum contato abaixo do cabeçalho':
    'El archivo no tiene ningún contacto debajo del encabezado',
  'O arquivo não tem nenhuma linha': 'El archivo no tiene ninguna fila',
  'O pagamento não está configurado': 'El pago no está configurado',
  'O provedor de pagamento não respondeu': 'El proveedor de pago no respondió',
  'Planilha XLSX inválida ou corrompida': 'Hoja de cálculo XLSX no válida o dañada',
  'Plano não encontrado': 'Plan no encontrado',
  'QR code inválido ou expirado': 'Código QR no válido o vencido',
  'Reabra o ticket antes de devolvê-lo à fila': 'Reabra la atención antes de devolverla a la cola',
  'Reabra o ticket antes de transferi-lo': 'Reabra la atención antes de transferirla',
  'Requisição inválida': 'Solicitud no válida',
  'Selecione uma fila': 'Seleccione una cola',
  'Só é possível apagar mensagens enviadas por você':
    'Solo puede eliminar los mensajes que usted envió',
  'Um envio com esta Idempotency-Key ainda está em andamento':
    'Un envío con esta Idempotency-Key todavía está en curso',
  'Você não pode excluir o próprio usuário': 'No puede eliminar su propio usuario',
  'Formato de webhook desconhecido': 'Formato de webhook desconocido',
  'Cadastro realizado. Faça login para continuar.':
    'Registro realizado. Inicie sesión para continuar.',
  'O telefone simulado não está conectado': 'El teléfono simulado no está conectado',
  'Status inválido: use pending, open ou closed': 'Estado no válido: use pending, open o closed',
  'Formato inválido: use csv ou xlsx': 'Formato no válido: use csv o xlsx',
  'Relatório desconhecido': 'Informe desconocido',
  'Configuração desconhecida': 'Configuración desconocida',
  'Caractere inválido': 'Carácter no válido',
  'Valor inválido': 'Valor inválido',
  'Arquivo ou requisição grande demais': 'Archivo o solicitud demasiado grande',
  // why a webhook delivery got no answer (webhook-post.ts, webhook-delivery.ts); the webhooks
  // page keeps the system's words that follow in parentheses
  'Conexão recusada pelo endereço': 'Conexión rechazada por la dirección',
  'Endereço não encontrado': 'Dirección no encontrada',
  'A conexão caiu antes da resposta': 'La conexión se cayó antes de la respuesta',
  'Endereço inalcançável': 'Dirección inalcanzable',
  'Certificado TLS inválido': 'Certificado TLS no válido',
  'Sem resposta no tempo limite (timeout)': 'Sin respuesta en el tiempo límite (timeout)',
  'Segredo ilegível: gere um novo segredo para este webhook':
    'Secreto ilegible: genere un nuevo secreto para este webhook',
  'Já existe uma conexão com este nome': 'Ya existe una conexión con este nombre',
  'Já existe uma lista com este nome': 'Ya existe una lista con este nombre',
  'Já existe uma ajuda com este título': 'Ya existe una ayuda con este título',
  'Já existe uma integração com este nome': 'Ya existe una integración con este nombre',
  'Já existe um prompt com este nome': 'Ya existe un prompt con este nombre',
  'CEP inválido: use só os números (ex.: 01310-100)':
    'Código postal inválido: use solo los números (ej.: 01310-100)',
  'Envie o número como texto, só com dígitos': 'Envíe el número como texto, solo con dígitos',
  Falha: 'Fallo',
  'No máximo 10 arquivos por envio': 'Como máximo 10 archivos por envío',
};
