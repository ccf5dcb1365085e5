// Demo practices (DESIGN §10, issue 10): two of each of the six types, with real English content,
// and three in French for the French plan's student (issue 48). The subset-select images ship with
// the web app (apps/web/public/images/practices).

export interface DemoPractice {
  key: string;
  title: string;
  instructions: string;
  props: Record<string, unknown> & { practice_type: string };
  /** The language it teaches; English when left out. */
  language?: 'fr';
}

const silent = (letter: string) => ({ letter, silent: true, length: null });
const sound = (letter: string) => ({ letter, silent: false, length: null });
const short = (letter: string) => ({ letter, silent: false, length: 'short' });
const long = (letter: string) => ({ letter, silent: false, length: 'long' });

export const DEMO_PRACTICES: DemoPractice[] = [
  {
    key: 'magic-e',
    title: 'La e mágica',
    instructions: 'Marca cada vocal como corta, larga o muda. Haz clic en una letra para cambiarla.',
    props: {
      practice_type: 'letter-tweak',
      exercises: [
        { word: 'cake', tweaks: [sound('c'), long('a'), sound('k'), silent('e')] },
        { word: 'kite', tweaks: [sound('k'), long('i'), sound('t'), silent('e')] },
        { word: 'hop', tweaks: [sound('h'), short('o'), sound('p')] },
        { word: 'home', tweaks: [sound('h'), long('o'), sound('m'), silent('e')] },
      ],
    },
  },
  {
    key: 'silent-letters',
    title: 'Letras mudas',
    instructions: 'Algunas consonantes no se pronuncian. Marca las letras mudas y la longitud de las vocales.',
    props: {
      practice_type: 'letter-tweak',
      exercises: [
        { word: 'knee', tweaks: [silent('k'), sound('n'), long('e'), silent('e')] },
        { word: 'lamb', tweaks: [sound('l'), short('a'), sound('m'), silent('b')] },
        { word: 'write', tweaks: [silent('w'), sound('r'), long('i'), sound('t'), silent('e')] },
      ],
    },
  },
  {
    key: 'everyday-things',
    title: 'Cosas de todos los días',
    instructions: 'Elige la palabra que corresponde a la imagen.',
    props: {
      practice_type: 'subset-select',
      image_word_pairs: [
        { image_url: '/images/practices/apple.svg', word: 'apple' },
        { image_url: '/images/practices/house.svg', word: 'house' },
        { image_url: '/images/practices/tree.svg', word: 'tree' },
        { image_url: '/images/practices/sun.svg', word: 'sun' },
        { image_url: '/images/practices/fish.svg', word: 'fish' },
        { image_url: '/images/practices/book.svg', word: 'book' },
      ],
    },
  },
  {
    key: 'animals-emoji',
    title: 'Animales',
    instructions: 'Mira el emoji y elige el nombre del animal en inglés.',
    props: {
      practice_type: 'subset-select',
      image_word_pairs: [
        { image_url: '🐶', word: 'dog' },
        { image_url: '🐱', word: 'cat' },
        { image_url: '🐴', word: 'horse' },
        { image_url: '🐦', word: 'bird' },
        { image_url: '🐮', word: 'cow' },
      ],
    },
  },
  {
    key: 'adverbs-frequency',
    title: 'Adverbios de frecuencia',
    instructions: 'Arrastra la palabra al lugar correcto de la oración.',
    props: {
      practice_type: 'insert-it-right',
      exercises: [
        { word: 'always', sentence: 'She drinks coffee in the morning', allowed_positions: [1] },
        { word: 'never', sentence: 'They eat meat on Fridays', allowed_positions: [1] },
        { word: 'usually', sentence: 'I walk to school', allowed_positions: [1] },
        { word: 'often', sentence: 'We are late for class', allowed_positions: [2] },
      ],
    },
  },
  {
    key: 'time-words',
    title: 'Palabras de tiempo',
    instructions: 'Coloca la expresión de tiempo donde suene natural. A veces hay más de un lugar correcto.',
    props: {
      practice_type: 'insert-it-right',
      exercises: [
        { word: 'yesterday', sentence: 'I called my mother', allowed_positions: [0, 4] },
        { word: 'tomorrow', sentence: 'We will visit the museum', allowed_positions: [0, 5] },
        { word: 'already', sentence: 'He has finished his homework', allowed_positions: [2] },
      ],
    },
  },
  {
    key: 'there-their',
    title: 'There, their o they’re',
    instructions: 'Elige la palabra que completa la oración. Puedes usar las teclas 1 a 9.',
    props: {
      practice_type: 'word-choice',
      options: [
        {
          value: 'there',
          sentences: [
            { text: 'The keys are over <blank>, on the table.' },
            { text: '<blank> is a park near my house.' },
          ],
        },
        {
          value: 'their',
          sentences: [
            { text: 'The children forgot <blank> umbrellas.' },
            { text: 'My neighbours painted <blank> door.' },
          ],
        },
        {
          value: 'they’re',
          sentences: [{ text: 'Call them, <blank> waiting for you.' }, { text: 'I think <blank> from Canada.' }],
        },
      ],
    },
  },
  {
    key: 'prepositions-place',
    title: 'In, on o at',
    instructions: 'Elige la preposición correcta para cada oración.',
    props: {
      practice_type: 'word-choice',
      options: [
        {
          value: 'in',
          sentences: [
            { text: 'The fish swims <blank> the water.', image: '/images/practices/fish.svg' },
            { text: 'I live <blank> Mexico City.' },
          ],
        },
        {
          value: 'on',
          sentences: [
            { text: 'The book is <blank> the desk.', image: '/images/practices/book.svg' },
            { text: 'We meet <blank> Mondays.' },
          ],
        },
        {
          value: 'at',
          sentences: [{ text: 'See you <blank> seven o’clock.' }, { text: 'She is waiting <blank> the bus stop.' }],
        },
      ],
    },
  },
  {
    key: 'irregular-past',
    title: 'Pasado irregular',
    instructions: 'Escribe el verbo en pasado simple.',
    props: {
      practice_type: 'fill-in-the-blank',
      exercises: [
        { hint: 'go', sentence: 'Yesterday I <blank> to the market.', answer: 'went' },
        { hint: 'buy', sentence: 'She <blank> a new jacket last week.', answer: 'bought' },
        { hint: 'see', sentence: 'We <blank> a great movie on Saturday.', answer: 'saw' },
        { hint: 'eat', sentence: 'They <blank> pizza for dinner.', answer: 'ate' },
      ],
    },
  },
  {
    key: 'articles',
    title: 'Artículos a, an, the',
    instructions: 'Completa con el artículo correcto.',
    props: {
      practice_type: 'fill-in-the-blank',
      exercises: [
        { hint: 'a / an', sentence: 'I had <blank> orange for breakfast.', answer: 'an' },
        { hint: 'a / an', sentence: 'He is <blank> teacher.', answer: 'a' },
        { hint: 'the', sentence: '<blank> sun rises in the east.', answer: 'the' },
      ],
    },
  },
  {
    key: 'present-to-past',
    title: 'Del presente al pasado',
    instructions: 'Reescribe cada oración en pasado simple.',
    props: {
      practice_type: 'tense-transform',
      exercises: [
        { original_sentence: 'I eat breakfast at seven.', transformed_sentence: 'I ate breakfast at seven.' },
        { original_sentence: 'She walks to work.', transformed_sentence: 'She walked to work.' },
        { original_sentence: 'We play football on Sundays.', transformed_sentence: 'We played football on Sundays.' },
        { original_sentence: 'He writes a letter.', transformed_sentence: 'He wrote a letter.' },
      ],
    },
  },
  {
    key: 'present-to-future',
    title: 'Del presente al futuro',
    instructions: 'Reescribe cada oración en futuro con will.',
    props: {
      practice_type: 'tense-transform',
      exercises: [
        { original_sentence: 'I study English.', transformed_sentence: 'I will study English.' },
        { original_sentence: 'They travel to Spain.', transformed_sentence: 'They will travel to Spain.' },
        { original_sentence: 'She calls her friend.', transformed_sentence: 'She will call her friend.' },
        { original_sentence: 'We cook dinner.', transformed_sentence: 'We will cook dinner.' },
      ],
    },
  },
  {
    key: 'le-la',
    title: 'Le o la',
    instructions: 'Elige el artículo que completa la oración en francés. Puedes usar las teclas 1 y 2.',
    language: 'fr',
    props: {
      practice_type: 'word-choice',
      options: [
        {
          value: 'le',
          sentences: [{ text: '<blank> chat dort sur le canapé.' }, { text: 'Je lis <blank> livre de Marie.' }],
        },
        {
          value: 'la',
          sentences: [{ text: '<blank> maison est très grande.' }, { text: 'Il ouvre <blank> fenêtre.' }],
        },
      ],
    },
  },
  {
    key: 'etre',
    title: 'El verbo être',
    instructions: 'Escribe la forma correcta de être en presente.',
    language: 'fr',
    props: {
      practice_type: 'fill-in-the-blank',
      exercises: [
        { hint: 'je', sentence: 'Je <blank> étudiante.', answer: 'suis' },
        { hint: 'tu', sentence: 'Tu <blank> très gentil.', answer: 'es' },
        { hint: 'nous', sentence: 'Nous <blank> amis.', answer: 'sommes' },
        { hint: 'ils', sentence: 'Ils <blank> à Paris.', answer: 'sont' },
      ],
    },
  },
  {
    key: 'passe-compose',
    title: 'Del presente al passé composé',
    instructions: 'Reescribe cada oración en passé composé.',
    language: 'fr',
    props: {
      practice_type: 'tense-transform',
      exercises: [
        { original_sentence: 'Je mange une pomme.', transformed_sentence: "J'ai mangé une pomme." },
        { original_sentence: 'Nous regardons un film.', transformed_sentence: 'Nous avons regardé un film.' },
        { original_sentence: 'Elle finit ses devoirs.', transformed_sentence: 'Elle a fini ses devoirs.' },
        { original_sentence: 'Tu parles avec Paul.', transformed_sentence: 'Tu as parlé avec Paul.' },
      ],
    },
  },
];
