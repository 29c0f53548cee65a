import type { RespondentMessages } from './types';

/** Mexican Spanish, with "usted" as a retailer speaks to its customers in Mexico. */
export const esMX: RespondentMessages = {
  greeting: '¡Hola! Gracias por participar en “{title}”. Le voy a hacer algunas preguntas breves, una por una.',
  thanks: '¡Muchas gracias! Sus respuestas quedaron registradas. Que tenga un excelente día.',
  endedEarly: 'Gracias por su tiempo. Las respuestas que nos compartió quedaron registradas.',
  progress: 'Pregunta {number} de {count}',
  loading: 'Cargando la encuesta…',
  loadFailed: 'No se pudo cargar la encuesta. Verifique su conexión e intente de nuevo.',
  conversationLabel: 'Conversación',
  assistantName: 'Asistente',
  respondentName: 'Usted',
  answerLabel: 'Su respuesta',
  answerPlaceholder: 'Escriba aquí su respuesta',
  charactersLeft: 'Caracteres restantes: {count}',
  send: 'Enviar',
  sending: 'Enviando…',
  finishNow: 'Terminar ahora',
  sendFailed: 'No se pudo enviar su respuesta. Verifique su conexión e intente de nuevo.',
  retry: 'Intentar de nuevo',
  tooManyRequests: 'Envió demasiados mensajes en poco tiempo. Por favor, espere un momento e intente de nuevo.',
  finishedTitle: '¡Muchas gracias!',
  finishedMessage: 'Ya completó esta encuesta. Puede cerrar esta página.',
  notStarted: 'Esta encuesta estará disponible a partir del {date}. Por favor, regrese ese día.',
  ended: 'Esta encuesta cerró el {date}. Gracias por su interés.',
  notFoundTitle: 'No encontramos el enlace de la encuesta',
  notFoundMessage: 'Verifique el enlace o el código QR que utilizó.',
};
