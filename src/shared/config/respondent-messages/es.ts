import type { RespondentMessages } from './types';

/** Neutral Spanish with "usted", read across Latin America and in Spain. */
export const es: RespondentMessages = {
  greeting: '¡Hola! Gracias por participar en «{title}». Le haré algunas preguntas breves, de una en una.',
  thanks: '¡Muchas gracias! Hemos registrado sus respuestas. Que tenga un muy buen día.',
  endedEarly: 'Gracias por su tiempo. Hemos registrado las respuestas que nos dio.',
  progress: 'Pregunta {number} de {count}',
  loading: 'Cargando la encuesta…',
  loadFailed: 'No se pudo cargar la encuesta. Revise su conexión y vuelva a intentarlo.',
  conversationLabel: 'Conversación',
  assistantName: 'Asistente',
  respondentName: 'Usted',
  answerLabel: 'Su respuesta',
  answerPlaceholder: 'Escriba aquí su respuesta',
  charactersLeft: 'Caracteres restantes: {count}',
  send: 'Enviar',
  sending: 'Enviando…',
  finishNow: 'Terminar ahora',
  sendFailed: 'No se pudo enviar su respuesta. Revise su conexión y vuelva a intentarlo.',
  retry: 'Volver a intentar',
  tooManyRequests: 'Demasiados mensajes en poco tiempo. Espere un momento y vuelva a intentarlo, por favor.',
  finishedTitle: '¡Gracias!',
  finishedMessage: 'Ha completado esta encuesta. Ya puede cerrar esta página.',
  notStarted: 'Esta encuesta estará disponible a partir del {date}. Por favor, vuelva ese día.',
  ended: 'Esta encuesta finalizó el {date}. Gracias por su interés.',
  notFoundTitle: 'No encontramos el enlace de la encuesta',
  notFoundMessage: 'Revise el enlace o el código QR que utilizó.',
};
