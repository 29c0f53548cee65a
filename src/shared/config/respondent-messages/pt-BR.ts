import type { RespondentMessages } from './types';

/** Brazilian Portuguese. */
export const ptBR: RespondentMessages = {
  greeting: 'Olá! Agradecemos sua participação em “{title}”. Vou fazer algumas perguntas rápidas, uma de cada vez.',
  thanks: 'Muito obrigado! Suas respostas foram registradas. Tenha um ótimo dia.',
  endedEarly: 'Agradecemos pelo seu tempo. As respostas que você deu foram registradas.',
  progress: 'Pergunta {number} de {count}',
  loading: 'Carregando a pesquisa…',
  loadFailed: 'Não foi possível carregar a pesquisa. Verifique sua conexão e tente novamente.',
  conversationLabel: 'Conversa',
  assistantName: 'Assistente',
  respondentName: 'Você',
  answerLabel: 'Sua resposta',
  answerPlaceholder: 'Escreva sua resposta aqui',
  charactersLeft: 'Caracteres restantes: {count}',
  send: 'Enviar',
  sending: 'Enviando…',
  finishNow: 'Encerrar agora',
  sendFailed: 'Não foi possível enviar sua resposta. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  tooManyRequests: 'Muitas mensagens em pouco tempo. Aguarde um instante e tente novamente.',
  finishedTitle: 'Muito obrigado!',
  finishedMessage: 'Você concluiu esta pesquisa. Já pode fechar esta página.',
  notStarted: 'Esta pesquisa será aberta em {date}. Volte nessa data, por favor.',
  ended: 'Esta pesquisa foi encerrada em {date}. Agradecemos o seu interesse.',
  notFoundTitle: 'Link da pesquisa não encontrado',
  notFoundMessage: 'Verifique o link ou o QR code que você usou.',
};
