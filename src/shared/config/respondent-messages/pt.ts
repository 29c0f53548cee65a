import type { RespondentMessages } from './types';

/** European Portuguese. */
export const pt: RespondentMessages = {
  greeting: 'Olá! Agradecemos a sua participação em «{title}». Vou fazer-lhe algumas perguntas breves, uma de cada vez.',
  thanks: 'Muito obrigado! As suas respostas foram registadas. Desejamos-lhe um excelente dia.',
  endedEarly: 'Obrigado pelo seu tempo. As respostas que deu foram registadas.',
  progress: 'Pergunta {number} de {count}',
  loading: 'A carregar o questionário…',
  loadFailed: 'Não foi possível carregar o questionário. Verifique a sua ligação e tente novamente.',
  conversationLabel: 'Conversa',
  assistantName: 'Assistente',
  respondentName: 'Você',
  answerLabel: 'A sua resposta',
  answerPlaceholder: 'Escreva aqui a sua resposta',
  charactersLeft: 'Caracteres restantes: {count}',
  send: 'Enviar',
  sending: 'A enviar…',
  finishNow: 'Terminar agora',
  sendFailed: 'Não foi possível enviar a sua resposta. Verifique a sua ligação e tente novamente.',
  retry: 'Tentar novamente',
  tooManyRequests: 'Demasiadas mensagens num curto espaço de tempo. Aguarde um momento e tente novamente.',
  finishedTitle: 'Muito obrigado!',
  finishedMessage: 'Concluiu este questionário. Já pode fechar esta página.',
  notStarted: 'Este questionário abre a {date}. Volte nessa data, por favor.',
  ended: 'Este questionário terminou a {date}. Obrigado pelo seu interesse.',
  notFoundTitle: 'Ligação do questionário não encontrada',
  notFoundMessage: 'Verifique a ligação ou o código QR que utilizou.',
};
