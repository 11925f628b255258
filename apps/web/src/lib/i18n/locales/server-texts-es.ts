/**
 * Spanish for the texts the server answers in Portuguese (the shared `*_MESSAGES`): shown in
 * forms and in error toasts through the 'validation' group (decision 0140).
 */
export const serverTextsEs: Record<string, string> = {
  'Etiqueta não encontrada': 'Etiqueta no encontrada',
  'Observação adicionada com sucesso!': '¡Nota agregada!',
  'Observação excluída com sucesso!': '¡Nota eliminada!',
  'Observação não encontrada': 'Nota no encontrada',
  'O contato não é o do ticket': 'El contacto no es el del ticket',
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
  'Informativo não encontrado': 'Comunicado no encontrado',
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
};
