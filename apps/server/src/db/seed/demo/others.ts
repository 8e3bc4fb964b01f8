// Verbs (infinitives; Polish and Russian imperfective), adjectives, adverbs and phrases of the
// demo dictionary.
import type { DemoConcept, DemoPos } from './types';

const c =
  (pos: DemoPos) =>
  (id: string, subjects: string[], ipa: string, words: DemoConcept['words']): DemoConcept => ({ id, pos, subjects, ipa, words });
const v = c('verb');
const a = c('adjective');
const adv = c('adverb');
const p = c('phrase');

export const VERBS: DemoConcept[] = [
  v('go', ['general'], 'ɡəʊ', { eng: 'go', ger: 'gehen', spa: 'ir', fre: 'aller', dut: 'gaan', pol: 'iść', rus: 'идти', ukr: 'йти' }),
  v('come', ['general'], 'kʌm', { eng: 'come', ger: 'kommen', spa: 'venir', fre: 'venir', dut: 'komen', pol: 'przychodzić', rus: 'приходить', ukr: 'приходити' }),
  v('eat', ['food'], 'iːt', { eng: 'eat', ger: 'essen', spa: 'comer', fre: 'manger', dut: 'eten', pol: 'jeść', rus: 'есть', ukr: 'їсти' }),
  v('drink', ['food'], 'drɪŋk', { eng: 'drink', ger: 'trinken', spa: 'beber', fre: 'boire', dut: 'drinken', pol: 'pić', rus: 'пить', ukr: 'пити' }),
  v('read', ['education'], 'riːd', { eng: 'read', ger: 'lesen', spa: 'leer', fre: 'lire', dut: 'lezen', pol: 'czytać', rus: 'читать', ukr: 'читати' }),
  v('write', ['education'], 'raɪt', { eng: 'write', ger: 'schreiben', spa: 'escribir', fre: 'écrire', dut: 'schrijven', pol: 'pisać', rus: 'писать', ukr: 'писати' }),
  v('speak', ['general'], 'spiːk', { eng: 'speak', ger: 'sprechen', spa: 'hablar', fre: 'parler', dut: 'spreken', pol: 'mówić', rus: 'говорить', ukr: 'говорити' }),
  v('learn', ['education'], 'lɜːn', { eng: 'learn', ger: 'lernen', spa: 'aprender', fre: 'apprendre', dut: 'leren', pol: 'uczyć się', rus: ['учить', 'учиться'], ukr: ['вчити', 'вивчати'] }),
  v('sleep', ['general'], 'sliːp', { eng: 'sleep', ger: 'schlafen', spa: 'dormir', fre: 'dormir', dut: 'slapen', pol: 'spać', rus: 'спать', ukr: 'спати' }),
  v('buy', ['business'], 'baɪ', { eng: 'buy', ger: 'kaufen', spa: 'comprar', fre: 'acheter', dut: 'kopen', pol: 'kupować', rus: 'покупать', ukr: 'купувати' }),
  v('sell', ['business'], 'sɛl', { eng: 'sell', ger: 'verkaufen', spa: 'vender', fre: 'vendre', dut: 'verkopen', pol: 'sprzedawać', rus: 'продавать', ukr: 'продавати' }),
  v('open', ['general'], 'ˈəʊpən', { eng: 'open', ger: 'öffnen', spa: 'abrir', fre: 'ouvrir', dut: 'openen', pol: 'otwierać', rus: 'открывать', ukr: 'відкривати' }),
  v('close', ['general'], 'kləʊz', { eng: 'close', ger: 'schließen', spa: 'cerrar', fre: 'fermer', dut: 'sluiten', pol: 'zamykać', rus: 'закрывать', ukr: 'закривати' }),
  v('begin', ['general'], 'bɪˈɡɪn', { eng: 'begin', ger: ['beginnen', 'anfangen'], spa: ['empezar', 'comenzar'], fre: 'commencer', dut: 'beginnen', pol: 'zaczynać', rus: 'начинать', ukr: 'починати' }),
  v('finish', ['general'], 'ˈfɪnɪʃ', { eng: 'finish', ger: 'beenden', spa: 'terminar', fre: 'finir', dut: 'beëindigen', pol: 'kończyć', rus: 'заканчивать', ukr: 'закінчувати' }),
  v('love-verb', ['family'], 'lʌv', { eng: 'love', ger: 'lieben', spa: 'amar', fre: 'aimer', dut: 'houden van', pol: 'kochać', rus: 'любить', ukr: 'кохати' }),
  v('see', ['general'], 'siː', { eng: 'see', ger: 'sehen', spa: 'ver', fre: 'voir', dut: 'zien', pol: 'widzieć', rus: 'видеть', ukr: 'бачити' }),
  v('hear', ['general'], 'hɪə', { eng: 'hear', ger: 'hören', spa: 'oír', fre: 'entendre', dut: 'horen', pol: 'słyszeć', rus: 'слышать', ukr: 'чути' }),
  v('know', ['general'], 'nəʊ', { eng: 'know', ger: ['wissen', 'kennen'], spa: ['saber', 'conocer'], fre: ['savoir', 'connaître'], dut: ['weten', 'kennen'], pol: ['wiedzieć', 'znać'], rus: 'знать', ukr: 'знати' }),
  v('work-verb', ['business'], 'wɜːk', { eng: 'work', ger: 'arbeiten', spa: 'trabajar', fre: 'travailler', dut: 'werken', pol: 'pracować', rus: 'работать', ukr: 'працювати' }),
  v('live', ['home'], 'lɪv', { eng: 'live', ger: ['leben', 'wohnen'], spa: 'vivir', fre: ['vivre', 'habiter'], dut: ['leven', 'wonen'], pol: ['żyć', 'mieszkać'], rus: 'жить', ukr: 'жити' }),
  v('give', ['general'], 'ɡɪv', { eng: 'give', ger: 'geben', spa: 'dar', fre: 'donner', dut: 'geven', pol: 'dawać', rus: 'давать', ukr: 'давати' }),
  v('take', ['general'], 'teɪk', { eng: 'take', ger: 'nehmen', spa: 'tomar', fre: 'prendre', dut: 'nemen', pol: 'brać', rus: 'брать', ukr: 'брати' }),
  v('run', ['sport'], 'rʌn', { eng: 'run', ger: ['laufen', 'rennen'], spa: 'correr', fre: 'courir', dut: ['rennen', 'lopen'], pol: 'biegać', rus: 'бегать', ukr: 'бігати' }),
  v('swim', ['sport'], 'swɪm', { eng: 'swim', ger: 'schwimmen', spa: 'nadar', fre: 'nager', dut: 'zwemmen', pol: 'pływać', rus: 'плавать', ukr: 'плавати' }),
  v('help', ['general'], 'hɛlp', { eng: 'help', ger: 'helfen', spa: 'ayudar', fre: 'aider', dut: 'helpen', pol: 'pomagać', rus: 'помогать', ukr: 'допомагати' }),
];

export const ADJECTIVES: DemoConcept[] = [
  a('big', ['general'], 'bɪɡ', { eng: 'big', ger: 'groß', spa: 'grande', fre: 'grand', dut: 'groot', pol: ['duży', 'wielki'], rus: 'большой', ukr: 'великий' }),
  a('small', ['general'], 'smɔːl', { eng: 'small', ger: 'klein', spa: 'pequeño', fre: 'petit', dut: 'klein', pol: 'mały', rus: 'маленький', ukr: 'маленький' }),
  a('good', ['general'], 'ɡʊd', { eng: 'good', ger: 'gut', spa: 'bueno', fre: 'bon', dut: 'goed', pol: 'dobry', rus: 'хороший', ukr: 'добрий' }),
  a('bad', ['general'], 'bæd', { eng: 'bad', ger: 'schlecht', spa: 'malo', fre: 'mauvais', dut: 'slecht', pol: 'zły', rus: 'плохой', ukr: 'поганий' }),
  a('hot', ['general'], 'hɒt', { eng: 'hot', ger: 'heiß', spa: 'caliente', fre: 'chaud', dut: 'heet', pol: 'gorący', rus: 'горячий', ukr: 'гарячий' }),
  a('cold', ['general'], 'kəʊld', { eng: 'cold', ger: 'kalt', spa: 'frío', fre: 'froid', dut: 'koud', pol: 'zimny', rus: 'холодный', ukr: 'холодний' }),
  a('new', ['general'], 'njuː', { eng: 'new', ger: 'neu', spa: 'nuevo', fre: 'nouveau', dut: 'nieuw', pol: 'nowy', rus: 'новый', ukr: 'новий' }),
  a('old', ['general'], 'əʊld', { eng: 'old', ger: 'alt', spa: 'viejo', fre: 'vieux', dut: 'oud', pol: 'stary', rus: 'старый', ukr: 'старий' }),
  a('young', ['general'], 'jʌŋ', { eng: 'young', ger: 'jung', spa: 'joven', fre: 'jeune', dut: 'jong', pol: 'młody', rus: 'молодой', ukr: 'молодий' }),
  a('fast', ['general'], 'fɑːst', { eng: 'fast', ger: 'schnell', spa: 'rápido', fre: 'rapide', dut: 'snel', pol: 'szybki', rus: 'быстрый', ukr: 'швидкий' }),
  a('slow', ['general'], 'sləʊ', { eng: 'slow', ger: 'langsam', spa: 'lento', fre: 'lent', dut: 'langzaam', pol: 'powolny', rus: 'медленный', ukr: 'повільний' }),
  a('happy', ['general'], 'ˈhæpi', { eng: 'happy', ger: 'glücklich', spa: 'feliz', fre: 'heureux', dut: 'gelukkig', pol: 'szczęśliwy', rus: 'счастливый', ukr: 'щасливий' }),
  a('sad', ['general'], 'sæd', { eng: 'sad', ger: 'traurig', spa: 'triste', fre: 'triste', dut: 'verdrietig', pol: 'smutny', rus: 'грустный', ukr: 'сумний' }),
  a('beautiful', ['art'], 'ˈbjuːtɪfəl', { eng: 'beautiful', ger: 'schön', spa: ['bonito', 'hermoso'], fre: 'beau', dut: 'mooi', pol: 'piękny', rus: 'красивый', ukr: ['гарний', 'красивий'] }),
  a('easy', ['general'], 'ˈiːzi', { eng: 'easy', ger: ['einfach', 'leicht'], spa: 'fácil', fre: 'facile', dut: 'makkelijk', pol: 'łatwy', rus: 'лёгкий', ukr: 'легкий' }),
  a('difficult', ['general'], 'ˈdɪfɪkəlt', { eng: 'difficult', ger: ['schwierig', 'schwer'], spa: 'difícil', fre: 'difficile', dut: 'moeilijk', pol: 'trudny', rus: ['трудный', 'сложный'], ukr: 'важкий' }),
  a('long', ['general'], 'lɒŋ', { eng: 'long', ger: 'lang', spa: 'largo', fre: 'long', dut: 'lang', pol: 'długi', rus: 'длинный', ukr: 'довгий' }),
  a('short', ['general'], 'ʃɔːt', { eng: 'short', ger: 'kurz', spa: 'corto', fre: 'court', dut: 'kort', pol: 'krótki', rus: 'короткий', ukr: 'короткий' }),
  a('cheap', ['business'], 'tʃiːp', { eng: 'cheap', ger: 'billig', spa: 'barato', fre: 'bon marché', dut: 'goedkoop', pol: 'tani', rus: 'дешёвый', ukr: 'дешевий' }),
  a('expensive', ['business'], 'ɪkˈspɛnsɪv', { eng: 'expensive', ger: 'teuer', spa: 'caro', fre: 'cher', dut: 'duur', pol: 'drogi', rus: 'дорогой', ukr: 'дорогий' }),
];

export const ADVERBS_AND_PHRASES: DemoConcept[] = [
  adv('today', ['general'], 'təˈdeɪ', { eng: 'today', ger: 'heute', spa: 'hoy', fre: "aujourd'hui", dut: 'vandaag', pol: 'dzisiaj', rus: 'сегодня', ukr: 'сьогодні' }),
  adv('tomorrow', ['general'], 'təˈmɒrəʊ', { eng: 'tomorrow', ger: 'morgen', spa: 'mañana', fre: 'demain', dut: 'morgen', pol: 'jutro', rus: 'завтра', ukr: 'завтра' }),
  adv('yesterday', ['general'], 'ˈjɛstədeɪ', { eng: 'yesterday', ger: 'gestern', spa: 'ayer', fre: 'hier', dut: 'gisteren', pol: 'wczoraj', rus: 'вчера', ukr: 'вчора' }),
  adv('always', ['general'], 'ˈɔːlweɪz', { eng: 'always', ger: 'immer', spa: 'siempre', fre: 'toujours', dut: 'altijd', pol: 'zawsze', rus: 'всегда', ukr: 'завжди' }),
  adv('never', ['general'], 'ˈnɛvə', { eng: 'never', ger: ['nie', 'niemals'], spa: 'nunca', fre: 'jamais', dut: 'nooit', pol: 'nigdy', rus: 'никогда', ukr: 'ніколи' }),
  p('hello', ['colloquial'], 'həˈləʊ', { eng: 'hello', ger: 'hallo', spa: 'hola', fre: 'bonjour', dut: 'hallo', pol: 'cześć', rus: 'привет', ukr: 'привіт' }),
  p('thank-you', ['general'], 'ˈθæŋk juː', { eng: 'thank you', ger: 'danke', spa: 'gracias', fre: 'merci', dut: 'dank je', pol: 'dziękuję', rus: 'спасибо', ukr: 'дякую' }),
  p('please', ['general'], 'pliːz', { eng: 'please', ger: 'bitte', spa: 'por favor', fre: "s'il vous plaît", dut: 'alstublieft', pol: 'proszę', rus: 'пожалуйста', ukr: 'будь ласка' }),
  p('good-morning', ['general'], 'ɡʊd ˈmɔːnɪŋ', { eng: 'good morning', ger: 'guten Morgen', spa: 'buenos días', fre: 'bonjour', dut: 'goedemorgen', pol: 'dzień dobry', rus: 'доброе утро', ukr: 'доброго ранку' }),
  p('good-night', ['general'], 'ɡʊd ˈnaɪt', { eng: 'good night', ger: 'gute Nacht', spa: 'buenas noches', fre: 'bonne nuit', dut: 'welterusten', pol: 'dobranoc', rus: 'спокойной ночи', ukr: 'на добраніч' }),
];
