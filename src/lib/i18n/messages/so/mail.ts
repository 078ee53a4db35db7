import type { Messages } from '../../types.ts';

export default {
  family: {
    subject: 'Xarumaha otiisamka ee kugu habboon',
    hello: 'Salaan {name}, waad ku mahadsan tahay codsigaaga.',
    matches: 'Xarumahan ayaa ku habboon jawaabahaaga, kuwa ugu habboon ayaa ugu horreeya:',
    partial: 'Weli ma jirto xarun buuxisa wax kasta oo aad codsatay. Kuwani ayaa ugu dhow:',
    none: 'Weli ma jirto xarun ku habboon jawaabahaaga. Waan kula soo xiriiri doonnaa si aan kuu caawinno.',
    sharedWith: 'Sidaad oggolaatay, codsigaaga waxaan u dirnay: {centers}.',
    follow: 'Kala soco codsigaaga boggan gaarka ah (xiriirka cidna ha la wadaagin):',
    statusLink: 'Xaaladda codsigaaga',
  },
  opening: {
    subject: '{center} hadda waxay qaadanaysaa macaamiil cusub',
    hello: 'Salaan {name},',
    body: '{center} oo ku taal {city}, mid ka mid ah xarumaha kugu habboon, waxay lahayd liiska sugitaanka, hadda se waxay qaadanaysaa macaamiil cusub.',
    optOut:
      'Waxaad codsatay inaad ka war hesho boosaska bannaan. Tan waxaad ka joojin kartaa bogga xaaladda codsigaaga:',
    statusLink: 'Xaaladda codsigaaga',
  },
} satisfies Messages<'mail'>;
