/**
 * What the demo conversations say: the assistant's scripted lines in each demo link language (English, Mexican Spanish,
 * the neutral Spanish of Central and South America, Brazilian Portuguese), and per demo question a bank of respondents'
 * answers, positive, neutral and negative, short and long, some with typos or emoji, as people write on a phone.
 * The questions themselves, with their translations, are the demo survey definitions (demo/surveys.ts).
 */

export const sentiments = ['positive', 'neutral', 'negative'] as const;
export type Sentiment = (typeof sentiments)[number];

/** The languages the scripted lines are written in: the demo countries' link languages. */
export const lineLanguages = ['en', 'es-MX', 'es', 'pt-BR'] as const;
export type LineLanguage = (typeof lineLanguages)[number];

export type AnswerBank = Readonly<Record<Sentiment, readonly string[]>>;

export interface QuestionLines {
  /** Answers by link language; a language without a bank answers from the closest one that has one. */
  answers: Partial<Record<LineLanguage, AnswerBank>>;
  /** Questions about a known sore point (waiting, redeeming points) draw more answers of this sentiment. */
  lean?: Sentiment;
}

export interface SurveyLines {
  /** What the survey is about, as the greeting says it ("... your opinion about {topic}"). */
  topic: Readonly<Record<LineLanguage, string>>;
  /** By question id: q1, q2, ... */
  questions: Readonly<Record<string, QuestionLines>>;
}

interface AssistantLines {
  /** `{topic}` and `{count}` (the number of questions, in words) are filled in. */
  greetings: readonly string[];
  /** Said before the next question, after an answer of this sentiment. */
  acknowledgements: Readonly<Record<Sentiment, readonly string[]>>;
  thanks: readonly string[];
  /** How many questions, in words (index = count). */
  numbers: readonly string[];
}

export const assistantLines: Readonly<Record<LineLanguage, AssistantLines>> = {
  en: {
    greetings: [
      "Hi! 👋 Thanks for taking a moment for us. We'd love your opinion about {topic}. There are {count} quick questions; it takes about two minutes.",
      'Hello, and thanks for shopping with us! I have {count} short questions about {topic}.',
      "Hi there! I'm the store's virtual assistant. Could you answer {count} quick questions about {topic}? Your answers help the team improve.",
    ],
    acknowledgements: {
      positive: ['Great, thanks!', 'Glad to hear it!', 'Thanks, good to know.'],
      neutral: ['Got it, thanks.', 'Thanks.', 'Noted, thank you.'],
      negative: ["Sorry to hear that. Thanks for telling us.", "Thanks for being honest; that's not the experience we want for you.", 'We are sorry about that.'],
    },
    thanks: [
      "That's everything. Thank you so much for your feedback! 🙏 Have a great day.",
      'Thanks a lot! Your answers go straight to the store team.',
      'All done, thank you for your time! We read every answer.',
    ],
    numbers: ['zero', 'one', 'two', 'three', 'four', 'five'],
  },
  'es-MX': {
    greetings: [
      '¡Hola! 👋 Gracias por tomarte un momento. Queremos conocer tu opinión sobre {topic}. Son {count} preguntas rápidas, no te toma más de dos minutos.',
      '¡Qué tal! Soy el asistente virtual de la tienda. ¿Me ayudas con {count} preguntas cortitas sobre {topic}?',
      '¡Hola! Gracias por tu compra. Nos encantaría saber qué opinas de {topic}; son solo {count} preguntas.',
    ],
    acknowledgements: {
      positive: ['¡Qué bueno!', '¡Gracias! Nos da mucho gusto.', '¡Excelente, gracias!'],
      neutral: ['Entendido, gracias.', 'Gracias.', 'Perfecto, lo anoto.'],
      negative: ['Lamentamos mucho eso, gracias por contarnos.', 'Qué mal, una disculpa. Lo vamos a revisar.', 'Gracias por decírnoslo, no es la experiencia que queremos darte.'],
    },
    thanks: [
      '¡Listo! Muchas gracias por tus respuestas, nos ayudan un montón a mejorar. ¡Que tengas excelente día! 🙌',
      '¡Gracias! Tus comentarios ya le llegaron al equipo de la tienda.',
      'Eso es todo. ¡Mil gracias por tu tiempo!',
    ],
    numbers: ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco'],
  },
  es: {
    greetings: [
      '¡Hola! Gracias por dedicarnos un momento. Nos gustaría conocer su opinión sobre {topic}. Son {count} preguntas breves.',
      'Buen día y gracias por su preferencia. Le haré {count} preguntas cortas sobre {topic}.',
      '¡Hola! 👋 Soy el asistente virtual de la tienda. ¿Nos ayuda respondiendo {count} preguntas sobre {topic}? Toma unos dos minutos.',
    ],
    acknowledgements: {
      positive: ['¡Qué bien, gracias!', 'Nos alegra mucho.', 'Muchas gracias.'],
      neutral: ['Entendido, gracias.', 'Muy bien, gracias.', 'Gracias por su respuesta.'],
      negative: ['Lamentamos lo ocurrido. Gracias por comentarlo.', 'Le pedimos una disculpa; lo vamos a revisar.', 'Gracias por decírnoslo, no es la atención que queremos darle.'],
    },
    thanks: [
      '¡Eso es todo! Muchas gracias por sus respuestas; nos ayudan a mejorar. Que tenga un excelente día.',
      'Le agradecemos mucho su tiempo. Sus comentarios llegarán directamente a nuestro equipo.',
      'Hemos terminado. ¡Gracias por participar! 🙏',
    ],
    numbers: ['cero', 'una', 'dos', 'tres', 'cuatro', 'cinco'],
  },
  'pt-BR': {
    greetings: [
      'Oi! 👋 Obrigado por tirar um minutinho pra gente. Queremos saber sua opinião sobre {topic}. São {count} perguntas rápidas.',
      'Olá! Sou o assistente virtual da loja. Posso fazer {count} perguntas curtas sobre {topic}?',
      'Olá, tudo bem? Obrigado pela compra! Gostaríamos de ouvir você sobre {topic}; são só {count} perguntas.',
    ],
    acknowledgements: {
      positive: ['Que bom! Obrigado.', 'Ótimo, valeu!', 'Que legal saber disso!'],
      neutral: ['Entendi, obrigado.', 'Anotado!', 'Certo, obrigado.'],
      negative: ['Poxa, sentimos muito. Obrigado por avisar.', 'Pedimos desculpas por isso; vamos verificar.', 'Obrigado pela sinceridade, não é essa a experiência que queremos oferecer.'],
    },
    thanks: [
      'Prontinho! Muito obrigado pelas respostas, elas ajudam muito a gente a melhorar. Tenha um ótimo dia! 🙌',
      'Valeu! Seus comentários vão direto para a nossa equipe.',
      'Terminamos. Obrigado pelo seu tempo!',
    ],
    numbers: ['zero', 'uma', 'duas', 'três', 'quatro', 'cinco'],
  },
};

/** What respondents put before an answer now and then ("Honestly, ..."), and the emoji they end it with. */
export const answerDecorations: Readonly<
  Record<LineLanguage, { openers: readonly string[]; emoji: Readonly<Record<Sentiment, readonly string[]>> }>
> = {
  en: {
    openers: ['Honestly, ', 'Hmm, ', 'Well, ', 'I guess ', 'Tbh '],
    emoji: { positive: ['😊', '👍', '🙌'], neutral: ['🤷'], negative: ['😒', '👎', '😤'] },
  },
  'es-MX': {
    openers: ['Pues ', 'La verdad, ', 'Mmm, ', 'Este... ', 'La neta '],
    emoji: { positive: ['😊', '👍', '🙌', '👌'], neutral: ['🤷‍♀️', '😐'], negative: ['😒', '😤', '🙄'] },
  },
  es: {
    openers: ['Bueno, ', 'La verdad, ', 'Pues ', 'Sinceramente, '],
    emoji: { positive: ['😊', '👍', '🙏'], neutral: ['😐'], negative: ['😒', '😞'] },
  },
  'pt-BR': {
    openers: ['Olha, ', 'Então, ', 'Bom, ', 'Sinceramente, ', 'Ah, '],
    emoji: { positive: ['😊', '👏', '🙌', '😍'], neutral: ['🤷‍♂️', '😐'], negative: ['😡', '😩', '👎'] },
  },
};

/** Per demo survey id; a scored survey's lines answer its text questions only (its scores are values). */
export const surveyLines: Readonly<Record<string, SurveyLines>> = {
  'demo-store-pulse': {
    topic: {
      en: 'your visit to our store',
      'es-MX': 'tu visita a nuestra tienda',
      es: 'su visita a nuestra tienda',
      'pt-BR': 'sua visita à nossa loja',
    },
    questions: {
      // The reason behind the scores: high scorers praise the staff, the checkout and the prices; low scorers talk about
      // queues, empty shelves and waiting for help.
      q3: {
        answers: {
          en: {
            positive: [
              'The staff were friendly and the checkout was quick.',
              'Friendly cashier, clean store, found everything.',
              'Great prices and the staff helped me find what I needed.',
              'Quick checkout, no line at all',
              'Everything was well stocked and the store was spotless.',
              'the staff are always so friendly',
            ],
            neutral: [
              'It was fine, nothing special.',
              'Normal visit, prices are ok.',
              'Found most things, the checkout took a while.',
              'Average. Some shelves were messy.',
            ],
            negative: [
              'Long queue at the checkout and only one cashier open.',
              'Half the shelves were empty, out of stock again.',
              'Waited 20 minutes and nobody came to help.',
              'The line was huge and the self checkout was broken.',
              'Out of stock on everything I came for',
              'Rude staff and a long wait to pay.',
            ],
          },
          'es-MX': {
            positive: [
              'El personal fue muy amable y pagué rapidísimo.',
              'Cajera súper amable y la tienda muy limpia.',
              'Buenos precios y me ayudaron a encontrar todo.',
              'Cero fila en caja, excelente',
              'Todo bien surtido y limpio.',
              'la atención siempre es muy amable',
            ],
            neutral: [
              'Estuvo bien, nada fuera de lo normal.',
              'Normal, los precios están ok.',
              'Encontré casi todo, la caja tardó un poco.',
              'Regular. Algunos pasillos estaban desordenados.',
            ],
            negative: [
              'Fila larguísima en caja y solo una abierta.',
              'Los estantes vacíos, otra vez sin producto.',
              'Esperé 20 minutos y nadie me atendió.',
              'La fila enorme y el autocobro no servía.',
              'No había nada de lo que fui a buscar',
              'Personal grosero y mucha espera para pagar.',
            ],
          },
          es: {
            positive: [
              'El personal fue muy amable y el pago fue rápido.',
              'La cajera muy amable y la tienda limpia.',
              'Buenos precios y me ayudaron a encontrar lo que buscaba.',
              'Nada de fila en la caja, excelente',
              'Todo bien surtido y ordenado.',
              'la atención siempre es amable',
            ],
            neutral: [
              'Estuvo bien, nada especial.',
              'Normal, los precios son aceptables.',
              'Encontré casi todo, la caja demoró un poco.',
              'Regular. Algunos estantes estaban desordenados.',
            ],
            negative: [
              'Fila muy larga en la caja y solo una abierta.',
              'Los estantes vacíos, otra vez sin existencias.',
              'Esperé 20 minutos y nadie me atendió.',
              'La fila enorme y la caja de autoservicio no funcionaba.',
              'No había nada de lo que fui a comprar',
              'Personal descortés y mucha espera para pagar.',
            ],
          },
          'pt-BR': {
            positive: [
              'A equipe foi muito simpática e o caixa foi rápido.',
              'Atendente simpática e loja bem limpa.',
              'Preços bons e me ajudaram a achar tudo.',
              'Sem fila no caixa, ótimo',
              'Tudo bem abastecido e organizado.',
              'o atendimento é sempre simpático',
            ],
            neutral: [
              'Foi ok, nada de especial.',
              'Normal, os preços estão ok.',
              'Achei quase tudo, o caixa demorou um pouco.',
              'Mais ou menos. Algumas prateleiras estavam bagunçadas.',
            ],
            negative: [
              'Fila enorme no caixa e só um aberto.',
              'Prateleiras vazias, faltando produto de novo.',
              'Esperei 20 minutos e ninguém veio ajudar.',
              'A fila estava enorme e o autoatendimento quebrado.',
              'Faltava tudo o que eu fui comprar',
              'Atendimento grosseiro e muita espera para pagar.',
            ],
          },
        },
      },
    },
  },
  'demo-us-checkout': {
    topic: {
      en: 'your checkout experience in our stores',
      'es-MX': 'tu experiencia al pagar en caja en nuestras tiendas',
      es: 'su experiencia al pagar en caja en nuestras tiendas',
      'pt-BR': 'sua experiência no caixa das nossas lojas',
    },
    questions: {
      q1: {
        lean: 'negative',
        answers: {
          en: {
            positive: [
              'Really fast. I was in and out in like 5 minutes.',
              'Super quick, no line at all',
              'Fast! The new express lanes make a big difference.',
              '10/10 speed',
              'pretty quik for a friday evening',
            ],
            neutral: [
              'It was ok, about what I expected.',
              'Average. Had to wait behind 3 people',
              'Depends on the time. Today was fine but weekends are slow',
            ],
            negative: [
              'Slow. Only two registers open on a Saturday afternoon and the line reached the back of the store.',
              'took forever',
              'Waited almost 15 min, not great',
              'Way too slow, the card reader froze twice',
            ],
          },
        },
      },
      q2: {
        answers: {
          en: {
            positive: [
              'Yes! She was super friendly and even helped me bag everything.',
              'Very nice guy, asked about my day',
              'yes very helpful',
              'Absolutely. He noticed my coupon had expired and found me a better one.',
            ],
            neutral: ['She was fine, nothing special', 'Polite but kind of in a rush', 'ok I guess'],
            negative: [
              'Not really, he was on his phone the whole time.',
              "No. Didn't say hello or thank you",
              'She seemed annoyed when I asked for a bag',
            ],
          },
        },
      },
      q3: {
        answers: {
          en: {
            positive: [
              'Very easy, scanned everything in a couple minutes',
              'Easy! Way better than the old machines.',
              "didn't have any issues",
            ],
            neutral: [
              "Didn't use it.",
              'Fine once I figured out where the barcode was on the produce',
              'Kind of ok, had to wait for an attendant to approve my beer',
            ],
            negative: [
              "Terrible. 'Unexpected item in bagging area' every single time.",
              'It froze and I had to start over',
              'too complicated for my mom, she gave up and went to a cashier',
            ],
          },
        },
      },
      q4: {
        answers: {
          en: {
            positive: ['Honestly nothing, it already works well.', "Keep doing what you're doing!", 'Nothing really, the express lane is great'],
            neutral: [
              'More express lanes at rush hour',
              'Let me pay with my phone at every register',
              'A separate line for online order pickups',
              'tap to pay on the self checkouts pls',
            ],
            negative: [
              'Open more registers!! One cashier for a full store is ridiculous',
              'Fix the self checkout scales, they never work',
              'Stop making us wait 5 minutes for an ID check',
            ],
          },
        },
      },
    },
  },
  'demo-br-home-delivery': {
    topic: {
      en: 'your home delivery order',
      'es-MX': 'tu pedido con entrega a domicilio',
      es: 'su pedido con entrega a domicilio',
      'pt-BR': 'a entrega do seu pedido em casa',
    },
    questions: {
      q1: {
        answers: {
          'pt-BR': {
            positive: [
              'Sim, chegou até antes do horário!',
              'Chegou certinho no prazo',
              'sim, dentro da janela combinada',
              'Sim. O entregador avisou pelo WhatsApp quando estava chegando, perfeito.',
            ],
            neutral: ['Chegou no último minuto da janela, mas chegou.', 'Mais ou menos, atrasou uns 20 minutos', 'Sim, mas mudaram o horário sem avisar antes'],
            negative: [
              'Não. Atrasou dois dias e ninguém me avisou nada.',
              'não chegou no dia, tive q ligar 3 vezes',
              'Atrasou muito, fiquei a tarde toda esperando em casa',
            ],
          },
        },
      },
      q2: {
        answers: {
          'pt-BR': {
            positive: ['Sim, tudo certinho e bem embalado.', 'Tudo completo, até os ovos chegaram inteiros 😂', 'sim tudo ok'],
            neutral: ['Veio tudo, mas uma caixa estava amassada.', 'Faltou um item, mas já me reembolsaram', 'Quase tudo, trocaram o sabor do iogurte'],
            negative: [
              'Não. Faltaram dois produtos e o vidro de azeite veio quebrado.',
              'veio faltando coisa de novo',
              'A carne chegou descongelada, tive que jogar fora',
            ],
          },
        },
      },
      q3: {
        lean: 'positive',
        answers: {
          'pt-BR': {
            positive: ['Muito educado e atencioso, subiu até o meu apartamento.', 'Entregador nota 10!', 'Super simpático, ajudou a carregar as sacolas', 'mto gentil'],
            neutral: ['Normal, entregou e foi embora.', 'Foi ok, só não quis subir', 'Educado, mas não tinha troco'],
            negative: ['Grosso, deixou as sacolas no portão.', 'Não tocou o interfone e marcou como entregue', 'Achei mal educado, reclamou do endereço'],
          },
        },
      },
      q4: {
        answers: {
          'pt-BR': {
            positive: ['Com certeza, já virei cliente fixo.', 'Muito provável, é super prático', 'Sim! Vou pedir de novo semana que vem', '10, recomendo'],
            neutral: ['Talvez, depende do frete.', 'Se melhorar o prazo, sim', 'Não sei ainda, vou ver da próxima vez'],
            negative: ['Difícil. Vou voltar a comprar na loja mesmo.', 'Não pretendo pedir de novo', 'Só se resolverem os atrasos, do jeito que tá não dá'],
          },
        },
      },
    },
  },
  'demo-mx-store-experience': {
    topic: {
      en: 'your visit to our store',
      'es-MX': 'tu visita a nuestra tienda',
      es: 'su visita a nuestra tienda',
      'pt-BR': 'a sua visita à nossa loja',
    },
    questions: {
      q1: {
        answers: {
          'es-MX': {
            positive: [
              'Muy satisfecho, todo excelente',
              'Me fue súper bien, encontré todo y me atendieron rápido.',
              'La neta muy bien, la tienda quedó padrísima después de la remodelación',
              '10 de 10',
              'Muy contenta, volveré pronto',
            ],
            neutral: ['Bien, normal.', 'Regular, estuvo bien pero había mucha gente', 'Más o menos, tardé en encontrar las cosas', 'Pues ahí va, nada fuera de lo común'],
            negative: [
              'Muy mal, había una fila larguísima y solo una caja abierta.',
              'No me gustó, estaba todo desordenado',
              'mal servicio, nadie me atendio',
              'Pésimo, no tenían lo que vine a buscar',
            ],
          },
        },
      },
      q2: {
        lean: 'positive',
        answers: {
          'es-MX': {
            positive: ['Sí, todo bien señalizado.', 'Sí, rapidísimo', 'Sí, los pasillos están bien organizados y los letreros se ven claros.', 'sip'],
            neutral: ['Casi todo, no encontré las tortillas de harina', 'Más o menos, tuve que preguntar dos veces', 'Sí, pero otra vez cambiaron todo de lugar'],
            negative: ['No, faltaba mucho producto en los anaqueles.', 'No encontre nada de lo que buscaba', 'No, y nadie supo decirme dónde estaba el detergente'],
          },
        },
      },
      q3: {
        answers: {
          'es-MX': {
            positive: ['Muy limpia y ordenada.', 'Excelente, los baños impecables', 'Todo limpiecito', 'Muy bien, se nota que la cuidan'],
            neutral: ['Regular, los pasillos bien pero la zona de frutas algo sucia', 'Aceptable', 'Bien en general, había cajas en el pasillo'],
            negative: ['Sucia, el piso estaba pegajoso en la zona de bebidas.', 'Los baños estaban asquerosos', 'Mucho desorden, cajas por todos lados y basura en el estacionamiento'],
          },
        },
      },
      q4: {
        lean: 'negative',
        answers: {
          'es-MX': {
            positive: ['Sí, un chavo muy amable me llevó hasta el producto.', 'Sí, la señorita de electrónica me explicó todo súper bien', 'Sí, rápido y con buena actitud'],
            neutral: ['No la necesité.', 'Sí, pero tardó en llegar', 'Me ayudaron, pero no sabían mucho del producto'],
            negative: ['No, no había nadie en el piso.', 'No, estaban platicando entre ellos y me ignoraron', 'Nunca apareció nadie'],
          },
        },
      },
      q5: {
        answers: {
          'es-MX': {
            positive: ['Muy probable, ya se la recomendé a mi hermana.', '10, sin duda', 'Claro que sí, tiene buenos precios', 'Sí la recomendaría'],
            neutral: ['Tal vez, depende de lo que busquen', 'Un 7, está bien pero hay otras opciones', 'Pues sí, pero no es mi favorita'],
            negative: ['Poco probable', 'No la recomendaría, el servicio es muy malo', 'Nel, mejor voy a otra tienda'],
          },
        },
      },
    },
  },
  'demo-ca-customer-service': {
    topic: {
      en: 'the help you got from our customer service team',
      'es-MX': 'la atención que recibiste de nuestro equipo de servicio al cliente',
      es: 'la atención que recibió de nuestro equipo de servicio al cliente',
      'pt-BR': 'o atendimento que você recebeu da nossa equipe',
    },
    questions: {
      q1: {
        answers: {
          es: {
            positive: [
              'Muy satisfecho, me atendieron con mucha amabilidad.',
              'Excelente servicio, la señorita fue muy paciente conmigo',
              'Muy bien, gracias',
              'Totalmente satisfecha, me resolvieron todo.',
            ],
            neutral: ['Normal, me ayudaron pero sin mucho interés.', 'Regular', 'Bien, aunque tuve que explicar mi caso dos veces'],
            negative: ['Nada satisfecho, me trataron con indiferencia.', 'Mal, me pasaron de un lado a otro y nadie sabía', 'Muy mala atención, el encargado fue grosero'],
          },
          en: {
            positive: ['Very satisfied, the lady was really patient with me.', 'Great service, thanks'],
            neutral: ['It was alright'],
            negative: ['Not satisfied, nobody knew the answer'],
          },
        },
      },
      q2: {
        answers: {
          es: {
            positive: ['Sí, a la primera.', 'Sí, en la misma llamada quedó resuelto', 'Sí, rapidísimo'],
            neutral: ['Más o menos, tuve que volver al día siguiente con un papel.', 'Parcialmente, falta que me devuelvan el dinero', 'Todavía no sé, me dijeron que me iban a llamar'],
            negative: ['No, ya llevo tres visitas y sigue igual.', 'No. Nadie me dio solución', 'No, me dijeron que no era su área'],
          },
          en: {
            positive: ['Yes, first time', 'Yes, sorted right away'],
            neutral: ['Partly, still waiting on the refund'],
            negative: ['No, I had to come back twice'],
          },
        },
      },
      q3: {
        lean: 'negative',
        answers: {
          es: {
            positive: ['Casi nada, unos 2 minutos.', 'Me atendieron de inmediato', 'Menos de 5 minutos'],
            neutral: ['Unos 10 o 15 minutos.', 'Como un cuarto de hora, normal para un sábado', 'Un rato, pero había mucha gente'],
            negative: ['Más de 40 minutos, con solo una persona atendiendo.', 'Una hora!!!', 'Demasiado, me fui y regresé otro día'],
          },
          en: {
            positive: ['Maybe 5 minutes', 'No wait at all'],
            neutral: ['About 15 minutes'],
            negative: ['Almost an hour'],
          },
        },
      },
    },
  },
  'demo-latam-loyalty': {
    topic: {
      en: 'our loyalty program',
      'es-MX': 'nuestro programa de lealtad',
      es: 'nuestro programa de fidelización',
      'pt-BR': 'o nosso programa de fidelidade',
    },
    questions: {
      q1: {
        lean: 'positive',
        answers: {
          'es-MX': {
            positive: ['Sí, desde hace como 3 años.', 'Sí, tengo la tarjeta y la app', 'Sip'],
            neutral: ['Me registré pero casi no la uso', 'Creo que sí, mi esposa nos inscribió'],
            negative: ['No, nunca me lo han ofrecido en caja', 'No, no le veo caso'],
          },
          es: {
            positive: ['Sí, desde hace dos años.', 'Sí, tengo la aplicación', 'Sí'],
            neutral: ['Me inscribí una vez pero no recuerdo la clave', 'Creo que sí, nunca la activé'],
            negative: ['No, no sabía que existía', 'No, no me interesa dar mis datos'],
          },
          'pt-BR': {
            positive: ['Sim, desde o ano passado.', 'Sim, uso o app sempre', 'Sou sim'],
            neutral: ['Me cadastrei, mas quase não uso', 'Acho que sim, não lembro a senha'],
            negative: ['Não, nunca me ofereceram', 'Não, esses programas nunca valem a pena'],
          },
        },
      },
      q2: {
        answers: {
          'es-MX': {
            positive: ['Muy buenos, el mes pasado me ahorré como 300 pesos.', 'Están chidos los cupones de despensa'],
            neutral: ['Están bien, pero los puntos valen muy poco', 'Normales'],
            negative: ['Casi no sirven, los descuentos son en cosas que no compro', 'Poco valor, tardas siglos en juntar puntos'],
          },
          es: {
            positive: ['Muy valiosos, siempre uso los cupones.', 'Buenísimos los descuentos de los martes'],
            neutral: ['Regulares', 'Están bien pero podrían ser mejores'],
            negative: ['Muy poco valor, casi nunca aplican', 'No valen la pena, son puras promociones de cosas caras'],
          },
          'pt-BR': {
            positive: ['Valem muito, já economizei bastante no mercado.', 'Ótimos! Os cupons do app são muito bons'],
            neutral: ['Razoáveis', 'Ok, mas o cashback demora a cair'],
            negative: ['Quase nada, os pontos expiram rápido demais', 'Não compensa, os descontos são só em produto caro'],
          },
        },
      },
      q3: {
        lean: 'negative',
        answers: {
          'es-MX': {
            positive: ['Facilísimo, desde la app.', 'Fácil, en caja nomás doy mi número'],
            neutral: ['En tienda fácil, en línea no encontré dónde', 'Más o menos'],
            negative: ['Muy difícil, en la página nunca me deja canjear', 'La app se traba cada vez que quiero usar mis puntos'],
          },
          es: {
            positive: ['Muy fácil, con la cédula en caja.', 'Fácil'],
            neutral: ['En tienda bien, en línea es complicado', 'Regular'],
            negative: ['Complicadísimo, la página da error', 'Nunca he podido canjear en línea'],
          },
          'pt-BR': {
            positive: ['Super fácil pelo app.', 'Fácil, só informo o CPF no caixa'],
            neutral: ['Na loja tranquilo, no site é confuso', 'Mais ou menos'],
            negative: ['Muito difícil, o site sempre dá erro', 'Nunca consegui resgatar online'],
          },
        },
      },
      q4: {
        answers: {
          'es-MX': {
            positive: ['Así como está, ya vengo cada semana', 'Nada, estoy contento'],
            neutral: ['Más promociones en despensa y envío gratis', 'Que los puntos no caduquen', 'Ofertas exclusivas en la app'],
            negative: ['Que respeten los precios del anuncio, siempre cobran otro', 'Mejor atención, la verdad es lo que me aleja'],
          },
          es: {
            positive: ['Ya compro seguido, todo bien', 'Nada en especial, estoy satisfecho'],
            neutral: ['Descuentos en productos básicos', 'Envío gratis desde un monto menor', 'Más tiendas cerca de mi casa'],
            negative: ['Que dejen de subir los precios', 'Que el programa de verdad dé beneficios'],
          },
          'pt-BR': {
            positive: ['Já compro sempre, tô satisfeito', 'Nada, tá ótimo'],
            neutral: ['Mais cashback e frete grátis', 'Promoções no app toda semana', 'Que os pontos não expirem tão rápido'],
            negative: ['Preços mais justos, tá tudo muito caro', 'Melhorar o atendimento, é o que mais me afasta'],
          },
        },
      },
    },
  },
  'demo-mx-us-store-pickup': {
    topic: {
      en: 'your online order with store pickup',
      'es-MX': 'tu pedido en línea con recolección en tienda',
      es: 'su pedido en línea con retiro en tienda',
      'pt-BR': 'o seu pedido online com retirada na loja',
    },
    questions: {
      q1: {
        answers: {
          'es-MX': {
            positive: ['Muy fácil, en 5 minutos quedó', 'Fácil desde la app'],
            neutral: ['Bien, aunque el pago con tarjeta falló una vez'],
            negative: ['Difícil, la página se cayó dos veces'],
          },
          en: {
            positive: ['Very easy, took two minutes', 'Easy on the app'],
            neutral: ['Fine, the search could be better'],
            negative: ['Frustrating, the site kept logging me out'],
          },
        },
      },
      q2: {
        answers: {
          'es-MX': {
            positive: ['Sí, ya estaba listo cuando llegué', 'Sí, puntualito'],
            neutral: ['Casi, esperé unos 10 minutos'],
            negative: ['No, tuve que esperar media hora'],
          },
          en: {
            positive: ['Yes, it was waiting for me', 'Right on time'],
            neutral: ['Mostly, waited about 10 min'],
            negative: ["No, it wasn't even picked yet"],
          },
        },
      },
      q3: {
        answers: {
          'es-MX': {
            positive: ['Excelente, rápido y sin filas', 'Muy bien, el módulo de recolección está bien señalizado'],
            neutral: ['Bien, pero el módulo está hasta el fondo de la tienda'],
            negative: ['Malo, nadie atendía el módulo'],
          },
          en: {
            positive: ['Smooth, in and out', 'Great, curbside was quick'],
            neutral: ['Ok, the pickup desk was hard to find'],
            negative: ['Bad, waited at the desk with nobody around'],
          },
        },
      },
    },
  },
};
