import type { TranslatedLocale } from '../../../lib/i18n/locales.ts';
import type { Topic } from './listing-answers.ts';

/**
 * How families ask about each topic in Spanish, Somali and Hmong, beside the English wording
 * listing-answers.ts recognises (a family may mix languages, so English is always tried too).
 * Matched against the question in lower case without accents ('dirección' as 'direccion') and
 * with typographic apostrophes made plain, so the patterns stay plain ASCII.
 */
export const TOPIC_WORDS: Record<TranslatedLocale, Partial<Record<Topic, RegExp>>> = {
  es: {
    cost: /\b(costos?|cuestan?|precios?|tarifas?|cobran|copagos?|deducibles?|caro)\b/,
    availability:
      /\b(nuevos (clientes|pacientes|ninos)|lista de espera|esperar|lugar(es)?|cupos?|disponibilidad|vacantes?|cuando (podemos|puede|podria|puedo) empezar|empezar)\b/,
    hours:
      /\b(horarios?|horas?|abren|abierto|cierran|cerrado|lunes|martes|miercoles|jueves|viernes|sabados?|domingos?|fin(es)? de semana)\b/,
    address: /\b(direccion|donde (estan|queda|se encuentra|esta)|ubicacion|ubicados|como llego)\b/,
    phone: /\b(telefono|llamar|llamo)\b/,
    email: /\b(correo|e-?mail)\b/,
    website: /\b(sitio web|pagina web|pagina de internet)\b/,
    insurance:
      /\b(seguros?|aseguradoras?|asistencia medica|cobertura|cubren?|pago privado|medical assistance)\b/,
    ages: /\b(edad(es)?|anos|ninos?|ninas?|bebes?|adolescentes?|adultos?|preescolar)\b/,
    languages: /\b(idiomas?|hablan|espanol|ingles|somali|hmong|interpretes?)\b/,
    settings:
      /\b(en casa|en el hogar|a domicilio|telesalud|virtual|en linea|en la escuela|en el centro|presencial)\b/,
    services: /\b(servicios?|terapias?|aba|ocupacional|diagnosticos?|evaluacion(es)?|programas?)\b/,
    established: /\b(fundad[oa]s?|desde cuando|cuantos anos llevan)\b/,
    team: /\b(personal|empleados|equipo|cuantas personas)\b/,
    parent: /\b(empresa matriz|dueno|propietario)\b/,
    about: /\b(cuenteme|hableme de|que es|quienes son|que hacen)\b/,
  },
  so: {
    cost: /\b(qiimo|qiimaha|lacagta?|kharash\w*|immisa)\b/,
    availability: /\b(sugitaan\w*|macaamiil cusub|boos\w*|banaan|qaadanaysaan|bilaabi)\b/,
    hours: /\b(saacad\w*|furan|xiran|goorma|isniin|talaado|arbaco|khamiis|jimce|sabti|axad)\b/,
    address: /\b(cinwaan\w*|xagee|halkee|goobta)\b/,
    phone: /\b(telefoon\w*|taleefan\w*|wac|lambar\w*)\b/,
    email: /\b(iimayl\w*|e-?mail)\b/,
    website: /\b(websayd\w*|website)\b/,
    insurance: /\b(caymis\w*|kaalmada caafimaadka|medical assistance)\b/,
    ages: /\b(da'?da|sano|carruur\w*|ilmo|ilmaha|dhallinyar\w*|dadka waaweyn)\b/,
    languages: /\b(luqad\w*|af soomaali|afka|ku hadl\w*|turjubaan\w*)\b/,
    settings: /\b(guriga|dugsiga|telehealth|caafimaad fog)\b/,
    services: /\b(adeeg\w*|daaweyn\w*|aba|barnaamij\w*)\b/,
    established: /\b(la aasaasay|aasaas\w*)\b/,
    team: /\b(shaqaale\w*|kooxda)\b/,
    parent: /\b(shirkadda waalidka|milkiile)\b/,
    about: /\b(ku saabsan|sharax\w*)\b/,
  },
  hmn: {
    cost: /\b(nqi|pes tsawg nyiaj|them nyiaj)\b/,
    availability: /\b(npe tos|neeg tshiab|muaj chaw|txais neeg)\b/,
    hours: /\b(sij hawm|qhib|kaw|hnub (ib|ob|peb|plaub|tsib|rau|xya|so))\b/,
    address: /\b(nyob qhov twg|chaw nyob|nyob twg|txoj kev)\b/,
    phone: /\b(xov tooj|hu)\b/,
    email: /\b(email)\b/,
    website: /\b(vev xaib|website)\b/,
    insurance: /\b(pov hwm|insurance|medical assistance)\b/,
    ages: /\b(hnub nyoog|menyuam|me nyuam|hluas)\b/,
    languages: /\b(hais lus|cov lus|lus hmoob|lus askiv|txhais lus)\b/,
    settings: /\b(hauv tsev|tsev kawm ntawv|telehealth|online)\b/,
    services: /\b(kev pab|kev kho|aba)\b/,
    established: /\b(pib thaum twg|tau pib)\b/,
    team: /\b(neeg ua haujlwm|pab neeg)\b/,
    parent: /\b(tuam txhab)\b/,
    about: /\b(qhia txog|piav txog)\b/,
  },
};

/** A weekend, in each language ('weekend' in English is listing-answers.ts's). */
export const WEEKEND_WORDS: Record<TranslatedLocale, RegExp> = {
  es: /\bfin(es)? de semana\b/,
  so: /\bdhammaadka toddobaadka\b/,
  hmn: /\bhnub so\b/,
};

/** A question as the patterns above read it: lower case, no accents, plain apostrophes. */
export function plainWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
}
