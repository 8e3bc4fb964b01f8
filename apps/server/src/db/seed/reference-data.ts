// Reference data the product ships with: parts of speech, gender (genus) and subjects, named in
// the eight interface languages. Language names are not here: they come from Intl.DisplayNames.
import type { LocalizedNames } from '../schema/reference';

type Names = [en: string, de: string, es: string, fr: string, nl: string, pl: string, ru: string, uk: string];
const LOCALES = ['en', 'de', 'es', 'fr', 'nl', 'pl', 'ru', 'uk'] as const;
const names = (n: Names): LocalizedNames => Object.fromEntries(LOCALES.map((l, i) => [l, n[i]]));

export interface AttributeSeed {
  code: string;
  group: 'part_of_speech' | 'genus';
  parent?: string;
  names: LocalizedNames;
}

export const PARTS_OF_SPEECH: AttributeSeed[] = (
  [
    ['noun', ['noun', 'Substantiv', 'sustantivo', 'nom', 'zelfstandig naamwoord', 'rzeczownik', 'существительное', 'іменник']],
    ['verb', ['verb', 'Verb', 'verbo', 'verbe', 'werkwoord', 'czasownik', 'глагол', 'дієслово']],
    ['adjective', ['adjective', 'Adjektiv', 'adjetivo', 'adjectif', 'bijvoeglijk naamwoord', 'przymiotnik', 'прилагательное', 'прикметник']],
    ['adverb', ['adverb', 'Adverb', 'adverbio', 'adverbe', 'bijwoord', 'przysłówek', 'наречие', 'прислівник']],
    ['pronoun', ['pronoun', 'Pronomen', 'pronombre', 'pronom', 'voornaamwoord', 'zaimek', 'местоимение', 'займенник']],
    ['preposition', ['preposition', 'Präposition', 'preposición', 'préposition', 'voorzetsel', 'przyimek', 'предлог', 'прийменник']],
    ['conjunction', ['conjunction', 'Konjunktion', 'conjunción', 'conjonction', 'voegwoord', 'spójnik', 'союз', 'сполучник']],
    ['interjection', ['interjection', 'Interjektion', 'interjección', 'interjection', 'tussenwerpsel', 'wykrzyknik', 'междометие', 'вигук']],
    ['numeral', ['numeral', 'Numerale', 'numeral', 'numéral', 'telwoord', 'liczebnik', 'числительное', 'числівник']],
    ['article', ['article', 'Artikel', 'artículo', 'article', 'lidwoord', 'rodzajnik', 'артикль', 'артикль']],
    ['particle', ['particle', 'Partikel', 'partícula', 'particule', 'partikel', 'partykuła', 'частица', 'частка']],
    ['phrase', ['phrase', 'Wendung', 'locución', 'locution', 'uitdrukking', 'wyrażenie', 'словосочетание', 'словосполучення']],
    ['abbreviation', ['abbreviation', 'Abkürzung', 'abreviatura', 'abréviation', 'afkorting', 'skrót', 'сокращение', 'скорочення']],
    ['prefix', ['prefix', 'Präfix', 'prefijo', 'préfixe', 'voorvoegsel', 'przedrostek', 'приставка', 'префікс']],
    ['suffix', ['suffix', 'Suffix', 'sufijo', 'suffixe', 'achtervoegsel', 'przyrostek', 'суффикс', 'суфікс']],
  ] as [string, Names][]
).map(([code, n]) => ({ code, group: 'part_of_speech', names: names(n) }));

/** Gender: child attributes of the noun, grouped as genus. */
export const GENUS: AttributeSeed[] = (
  [
    ['male', ['masculine', 'maskulin', 'masculino', 'masculin', 'mannelijk', 'męski', 'мужской род', 'чоловічий рід']],
    ['female', ['feminine', 'feminin', 'femenino', 'féminin', 'vrouwelijk', 'żeński', 'женский род', 'жіночий рід']],
    ['neuter', ['neuter', 'neutral', 'neutro', 'neutre', 'onzijdig', 'nijaki', 'средний род', 'середній рід']],
    ['other', ['other', 'anderes', 'otro', 'autre', 'overig', 'inny', 'другое', 'інше']],
  ] as [string, Names][]
).map(([code, n]) => ({ code, group: 'genus', parent: 'noun', names: names(n) }));

export const ATTRIBUTES: AttributeSeed[] = [...PARTS_OF_SPEECH, ...GENUS];

export const VOCABULARIES: { code: string; names: LocalizedNames }[] = (
  [
    ['general', ['General', 'Allgemein', 'General', 'Général', 'Algemeen', 'Ogólne', 'Общая лексика', 'Загальна лексика']],
    ['business', ['Business', 'Wirtschaft', 'Negocios', 'Affaires', 'Zaken', 'Biznes', 'Бизнес', 'Бізнес']],
    ['finance', ['Finance', 'Finanzen', 'Finanzas', 'Finance', 'Financiën', 'Finanse', 'Финансы', 'Фінанси']],
    ['law', ['Law', 'Recht', 'Derecho', 'Droit', 'Recht', 'Prawo', 'Право', 'Право']],
    ['medicine', ['Medicine', 'Medizin', 'Medicina', 'Médecine', 'Geneeskunde', 'Medycyna', 'Медицина', 'Медицина']],
    ['computing', ['Computing', 'Informatik', 'Informática', 'Informatique', 'Informatica', 'Informatyka', 'Информатика', 'Інформатика']],
    ['technology', ['Technology', 'Technik', 'Tecnología', 'Technologie', 'Techniek', 'Technika', 'Техника', 'Техніка']],
    ['science', ['Science', 'Wissenschaft', 'Ciencia', 'Science', 'Wetenschap', 'Nauka', 'Наука', 'Наука']],
    ['mathematics', ['Mathematics', 'Mathematik', 'Matemáticas', 'Mathématiques', 'Wiskunde', 'Matematyka', 'Математика', 'Математика']],
    ['biology', ['Biology', 'Biologie', 'Biología', 'Biologie', 'Biologie', 'Biologia', 'Биология', 'Біологія']],
    ['chemistry', ['Chemistry', 'Chemie', 'Química', 'Chimie', 'Scheikunde', 'Chemia', 'Химия', 'Хімія']],
    ['physics', ['Physics', 'Physik', 'Física', 'Physique', 'Natuurkunde', 'Fizyka', 'Физика', 'Фізика']],
    ['food', ['Food and cooking', 'Essen und Kochen', 'Comida y cocina', 'Cuisine', 'Eten en koken', 'Jedzenie i gotowanie', 'Еда и кулинария', 'Їжа та кулінарія']],
    ['travel', ['Travel', 'Reisen', 'Viajes', 'Voyages', 'Reizen', 'Podróże', 'Путешествия', 'Подорожі']],
    ['transport', ['Transport', 'Verkehr', 'Transporte', 'Transports', 'Vervoer', 'Transport', 'Транспорт', 'Транспорт']],
    ['nature', ['Nature', 'Natur', 'Naturaleza', 'Nature', 'Natuur', 'Przyroda', 'Природа', 'Природа']],
    ['animals', ['Animals', 'Tiere', 'Animales', 'Animaux', 'Dieren', 'Zwierzęta', 'Животные', 'Тварини']],
    ['sport', ['Sport', 'Sport', 'Deporte', 'Sport', 'Sport', 'Sport', 'Спорт', 'Спорт']],
    ['music', ['Music', 'Musik', 'Música', 'Musique', 'Muziek', 'Muzyka', 'Музыка', 'Музика']],
    ['art', ['Art', 'Kunst', 'Arte', 'Art', 'Kunst', 'Sztuka', 'Искусство', 'Мистецтво']],
    ['politics', ['Politics', 'Politik', 'Política', 'Politique', 'Politiek', 'Polityka', 'Политика', 'Політика']],
    ['history', ['History', 'Geschichte', 'Historia', 'Histoire', 'Geschiedenis', 'Historia', 'История', 'Історія']],
    ['geography', ['Geography', 'Geografie', 'Geografía', 'Géographie', 'Aardrijkskunde', 'Geografia', 'География', 'Географія']],
    ['religion', ['Religion', 'Religion', 'Religión', 'Religion', 'Religie', 'Religia', 'Религия', 'Релігія']],
    ['military', ['Military', 'Militär', 'Militar', 'Militaire', 'Militair', 'Wojskowość', 'Военное дело', 'Військова справа']],
    ['education', ['Education', 'Bildung', 'Educación', 'Éducation', 'Onderwijs', 'Edukacja', 'Образование', 'Освіта']],
    ['family', ['Family', 'Familie', 'Familia', 'Famille', 'Gezin', 'Rodzina', 'Семья', "Сім'я"]],
    ['clothing', ['Clothing', 'Kleidung', 'Ropa', 'Vêtements', 'Kleding', 'Odzież', 'Одежда', 'Одяг']],
    ['home', ['Home', 'Haushalt', 'Hogar', 'Maison', 'Huishouden', 'Dom', 'Дом и быт', 'Дім і побут']],
    ['colloquial', ['Colloquial', 'Umgangssprache', 'Coloquial', 'Familier', 'Spreektaal', 'Potoczne', 'Разговорное', 'Розмовне']],
    ['slang', ['Slang', 'Slang', 'Jerga', 'Argot', 'Slang', 'Slang', 'Сленг', 'Сленг']],
  ] as [string, Names][]
).map(([code, n]) => ({ code, names: names(n) }));
