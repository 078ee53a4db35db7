import type { Messages } from '../../types.ts';

export default {
  bindingNotice:
    'Turjumaaddan waxaa loo bixiyay si ay kaaga caawiso akhriska. Nuqulka Ingiriisiga ah ayaa ah qoraalka sharci ahaan ku waajibka ah: {english}.',
  bindingLink: 'ku akhri Ingiriisi',
  faq: {
    title: 'Su’aalaha inta badan la isweydiiyo',
    description:
      'Jawaabo loogu talagalay qoysaska iyo milkiilayaasha xarumaha: caymiska, EIDBI iyo TEFRA, liiska sugitaanka, foomka xarun-raadinta, iyo sida xarun loogu daro ama loo sheegto.',
    items: {
      what: {
        question: 'Waa maxay hagahan?',
        answer:
          'Waa hage bilaash ah oo ay ku jiraan xarumaha adeegyada otiisamka ee Minnesota oo dhan. Bog kasta wuxuu muujiyaa adeegyada xaruntu bixiso, da’da ay u adeegto, caymiska iyo maalgelinta ay aqbasho, luqadaha shaqaalahoodu ku hadlaan, meesha adeeggu ka dhaco, iyo haddii ay qaadanayso macaamiil cusub.',
      },
      cost: {
        question: 'Ma ku kacaysaa wax lacag ah qoysaska?',
        answer:
          'Maya. Raadinta, isbarbardhigga xarumaha, foomka xarun-raadinta iyo la xiriirka xarumaha waa bilaash qoysaska.',
      },
      insurance: {
        question: 'Sideen ku helaa xarun aqbasha caymiskayaga?',
        answer:
          'Bogga Xarumaha, ku kala shaandhee caymis ama maalgelin, magaalo, da’, luqad iyo meesha adeegga, ama ka raadi meel u dhow koodhka boostada (ZIP). Had iyo jeer xarunta iyo qorshahaaga caymiska kala xaqiiji in lagu daboolayo ka hor inta aan adeeggu bilaaban.',
      },
      eidbi: {
        question: 'Waa maxay EIDBI?',
        answer:
          'Faragelinta Degdegga ah ee Xooggan ee Korriinka iyo Dabeecadda (EIDBI) waa gargaarka Medicaid ee Minnesota ee loogu talagalay dadka ka yar 21 sano ee qaba xanuunka kala duwanaanta otiisamka ama xaalad la xiriirta. Waxaa lagu heli karaa Kaalmada Caafimaadka (Medical Assistance) iyo MinnesotaCare. Xarumaha aqbala EIDBI waxay ku qoraan boggooda.',
      },
      tefra: {
        question: 'Waa maxay TEFRA?',
        answer:
          'TEFRA waa ikhtiyaar Minnesota oo u oggolaanaya carruurta naafada ah inay u qalmaan Kaalmada Caafimaadka (Medical Assistance) iyadoo la eegayo dakhliga ilmaha laftiisa, ee aan ahayn kan waalidiinta. Qoysku waxaa laga yaabaa inuu bixiyo khidmad waalid. Qoysas badan ayaa la isticmaala caymis gaar ah.',
      },
      waitlist: {
        question: 'Maxay ka dhigan yihiin qiyaasaha liiska sugitaanka?',
        answer:
          'Xarumuhu waxay noo sheegaan haddii ay qaadanayaan macaamiil cusub, haddii kalena qiyaas ahaan inta toddobaad ee liiskooda sugitaanku yahay, iyo taariikhda qiyaastaas. Liiska sugitaanka wuu isbeddelaa, sidaas darteed waxaa fiican inaad codsato xarumo dhowr ah oo mid walba la xiriirto toddobaad ama laba toddobaad kasta.',
      },
      matching: {
        question: 'Sidee buu u shaqeeyaa “Hel xarun” (foomka xarun-raadinta)?',
        answer:
          'Waxaad ka jawaabaysaa shan tallaabo oo gaagaaban oo ku saabsan ilmahaaga, magaalooyinka aad doorbidayso, caymiska iyo luqadda. Waxaan ku tusaynaa xarumaha u adeegi kara qoyskaaga, kuwa ugu habboon marka hore, oo haddii aad oggolaato, codsigaaga waxaan la wadaagaynaa xarumahaas si ay kuula soo xiriiraan. Waxaad helaysaa xiriir gaar ah oo aad ku arki karto xarumaha arkay ama ka jawaabay codsigaaga.',
      },
      advice: {
        question: 'Ma bixisaan talo caafimaad mise waxaad ku talisaan xarumo?',
        answer:
          'Maya. Waxaan nahay hage iyo meel lagu xiriiro. Ma ogaanno xanuun, ma bixinno talo caafimaad, mana taageerno xarun gaar ah. La hadal kooxda daryeelka ilmahaaga si aad u ogaato adeegyada ku habboon qoyskaaga.',
      },
      claim: {
        question: 'Waxaan maamulaa xarun. Sideen ugu daraa ama u sheegtaa?',
        answer:
          'Haddii xaruntaadu horey ugu jirto, isticmaal Sheegso bogga xaruntaada adigoo adeegsanaya koodhka gelitaanka ee 8-da lambar ah ee aan kuu soo dirnay. Haddii aysan ku jirin, samee koonto oo ku dar xaruntaada; maamule ayaa dib u eega bogagga cusub ka hor inta aan la daabicin.',
      },
      premium: {
        question: 'Maxay qorshaha Premium ugu daraysaa xarumaha?',
        answer:
          'Premium waxay ku daraysaa summad (logo), sawirro, muuqaallo, xiriirada baraha bulshada iyo meel la soo bandhigo, marka laga reebo bogga bilaashka ah ee leh xiriirka, saacadaha iyo adeegyada. Faahfaahin ka eeg bogga Qiimaha.',
      },
      wrong: {
        question: 'Bog ayaa qaldan ama duugoobay. Maxaan sameeyaa?',
        answer:
          'Isticmaal Nala soo xiriir oo ku yaal hoose bog kasta, noona sheeg xarunta iyo waxa qaldan. Waxaan la hubinaynaa xarunta oo sixaynaa bogga.',
      },
    },
  },
  accessibility: {
    title: 'Bayaanka helitaanka',
    description:
      'Ballanqaadkayaga WCAG 2.2 AA, astaamaha helitaanka ee hagaha, iyo sida aad noogu sheegi karto caqabad. Waxaan ku jawaabnaa 2 maalmood oo shaqo gudahood.',
    updated: 'Markii ugu dambaysay la cusbooneysiiyay: {date}',
    intro:
      'Qoysas badan oo isticmaala hagahan waxaa ku jira qof naafo ah, qaar badanna iyaga laftoodu waa naafo. Waxaan rabnaa in booqde kasta uu heli karo xarun oo la xiriiri karo, qalab kasta, biraawsar kasta ama tignoolajiyad caawin kasta oo uu isticmaalo.',
    conformanceHeading: 'U hoggaansanaanta',
    conformance:
      'Hagahani wuxuu u hoggaansan yahay Tilmaamaha Helitaanka Nuxurka Webka (WCAG) 2.2 heerka AA. Nuxurka xarumuhu iyagu keenaan, sida sharraxaadda sawirrada iyo bogagga ay ku xiriiriyaan, kama mid aha bayaankan (eeg xaddidaadaha hoose).',
    testedHeading: 'Sida aan u tijaabinay',
    testedIntro:
      'Isbeddel kasta oo bogga lagu sameeyo wuxuu maraa baaritaannadan ka hor inta aan la daabicin:',
    tested: {
      axe: 'Baaritaan helitaan oo toos ah (axe) oo lagu sameeyo bog kasta, daaqad kasta iyo tallaabo kasta oo foomamkayaga ah, midabada caadiga ah, kala duwanaansho sare iyo qoraal aad u weyn: wax dhibaato ah lama helin.',
      focus:
        'Baaritaanka diiradda kiiboodhka ee bog kasta oo dadweyne, guddiga milkiilayaasha, qaybta maamulka iyo daaqad kasta, shaashad cabbirka taleefanka ah (375 px) iyo mid kombiyuutar (1280 px), midabada caadiga ah, kala duwanaansho sare iyo qoraal aad u weyn. Meel kasta wuxuu hubiyaa in shayga diiradda leh aanu ku qarsoonayn madaxa bogga, bar dhegan ama shay kale, inuu muujinayo xariiq diiradeed oo muuqda oo kala duwanaansho ku filan leh, iyo in diiraddu aanay marnaba lumin inta daaqad furan tahay.',
      journeys:
        'Socdaallo kiiboodh keliya ah oo diiradda la hubiyo tallaabo kasta kadib: raadinta xarun iyo gaaritaanka lambarkeeda taleefanka; buuxinta foomka xarun-raadinta oo dhan, iyadoo la marayo tallaabo la diiday, dir aan guuleysan iyo xiriir go’ay, ilaa xarumaha la helay iyo waxa xiga; sheegashada bog xarun iyadoo marka hore la isticmaalayo koodh qaldan kadibna kan saxda ah; wax ka beddelka iyo kaydinta xarun iyadoo milkiile ah; sixitaanka foom aan la diri karin; iyo daawashada sawirrada.',
    },
    byHand:
      'Waxaan sidoo kale gacanta ku tijaabinaa kiiboodh iyo akhristayaasha shaashadda. Ogeysiisyada qaladku shaashadda way ku jiraan ilaa aad xirto, xaqiijintuna ugu yaraan 10 ilbiriqsi (way joogsadaan inta aad tilmaamayso ama diirad saarayso).',
    offersHeading: 'Waxa boggu bixiyo',
    offers: {
      skipLinks:
        'Laba xiriir oo boodis ah oo ku yaal bog kasta dushiisa: mid u gudba qaybta ugu muhiimsan iyo mid u gudba liiska ugu muhiimsan.',
      keyboard:
        'Wax walba waxay ku shaqeeyaan kiiboodh keliya, iyadoo diiraddu muuqato. Marka foom la diri waayo, diiraddu waxay u guurtaa fariinta sababta sheegaysa, ama goobta ugu horreysa ee la sixayo.',
      panel:
        'Badhanka Helitaanka oo ku yaal bog kasta, oo leh Kala duwanaansho sare, Dhaqdhaqaaq yar iyo saddex cabbir oo qoraal ah. Wuxuu raacaa dejinta kala duwanaanshaha iyo dhaqdhaqaaqa ee qalabkaaga, wuxuuna xasuustaa doorashooyinkaaga.',
      noScript:
        'Bog kasta wuxuu ku shaqeeyaa JavaScript la’aan; qaybaha is-dhexgalka ahi way ku daraan.',
      alternatives:
        'Sawirradu waxay leeyihiin qoraal beddel ah; goobaha foomamku waxay leeyihiin calaamado, fariimaha qaladkana waa la shaaciyaa.',
    },
    limitationsHeading: 'Xaddidaadaha la yaqaan',
    limitations: {
      photos:
        'Sawirrada iyo sharraxaadaha waxaa keena xarumaha. Sawir kasta waxaan u weydiinnaa sharraxaad qoraal ah, laakiin sawirrada qaar ee hore waxaa laga yaabaa inay leeyihiin sharraxaad guud.',
      links:
        'Xiriirada u gudba bogga xarun laftigeeda waxay geeyaan bogag aanaan maamulin oo laga yaabo inay ka helitaan yar yihiin.',
    },
    barrierHeading: 'Noo sheeg caqabad',
    barrier:
      'Haddii wax boggan ku yaal ay adag yihiin in la isticmaalo, fadlan noo sheeg: u qor {email} ama isticmaal Nala soo xiriir oo ku yaal hoose bog kasta. Noo sheeg bogga iyo waxa dhacay. {reply}, marka aanaan dhibaato isla markiiba xallin karinna, waxaan kaa caawinaynaa inaad macluumaadka si kale u hesho.',
    reply: 'Waxaan ku jawaabnaa 2 maalmood oo shaqo gudahood',
    seeAlso: 'Sidoo kale eeg {faq}.',
    faqLink: 'Su’aalaha inta badan la isweydiiyo',
  },
  privacy: {
    title: 'Siyaasadda asturnaanta',
    description:
      'Waxa Hagaha Xarumaha Otiisamka ee Minnesota uruuriyo, sababta, cidda aragta iyo doorashooyinkaaga.',
    effective: 'Dhaqan gal: {date}',
    intro:
      'Siyaasaddani waxay sharraxaysaa macluumaadka Hagaha Xarumaha Otiisamka ee Minnesota uruuriyo, sida aan u isticmaalno iyo doorashooyinka aad leedahay. Waxaan uruurinaa wax yar intii aan u baahanahay si aan qoysaska ugu xiriirino xarumaha adeegyada otiisamka.',
    collectHeading: 'Waxa aan uruurino',
    collect: {
      browsing: {
        label: 'Daawashada hagaha:',
        text: 'wax ku aqoonsanaya ma jiraan. Adeegayaashayadu waxay muddo gaaban hayaan diiwaanno farsamo (sida cinwaannada IP) si boggu u ahaado mid ammaan ah oo loo xaddido xadgudubka.',
      },
      matching: {
        label: 'Foomka xarun-raadinta:',
        text: 'magacaaga, taleefankaaga, iimaylkaaga, magaalooyinka iyo luqadda aad doorbidayso, kooxda da’da ilmahaaga, cabbirka xarunta iyo taariikhda bilowga ee aad doorbidayso, iyo caymiska. Tani waxay ku jiri kartaa macluumaad caafimaad; fadlan wadaag oo keliya waxa aad ku qanacsan tahay.',
      },
      contact: {
        label: 'Nala soo xiriir:',
        text: 'magacaaga, iimaylkaaga, taleefankaaga, magaca ganacsiga (ikhtiyaari) iyo fariinta.',
      },
      accounts: {
        label: 'Koontooyinka (milkiilayaasha xarumaha):',
        text: 'iimaylka, magaca iyo furaha sirta ah (oo loo kaydiyo oo keliya hash ammaan ah), iyo macluumaadka xarunta ee aad ku darto.',
      },
      jobs: {
        label: 'Codsiyada shaqada:',
        text: 'waxa aad qorto iyo CV-ga ama warqadda codsiga ee aad soo geliso.',
      },
    },
    useHeading: 'Sida aan u isticmaalno',
    use: {
      match:
        'Si aan kuu tusno xarumaha ku habboon qoyskaaga, haddii aad oggolaatana, codsigaaga ula wadaagno xarumahaas.',
      answer: 'Si aan uga jawaabno fariimahaaga oo ula socono codsigaaga.',
      run: 'Si aan u maamulno koontooyinka, bogagga, astaamaha lacagta leh iyo shaqooyinka la soo dhigo.',
    },
    whoHeading: 'Cidda aragta',
    who: {
      centers:
        'Codsiga foomka wuxuu tagaa oo keliya xarumaha uu la jaanqaaday, haddii aad calaamadisay sanduuqa noo oggolaanaya inaan wadaagno. Weligii lama iibiyo lamana wadaago cid kale.',
      employer: 'Codsiga shaqada waxaa arka oo keliya loo-shaqeeyaha soo dhigay shaqada.',
      team: 'Kooxdayada yar ayaa aragta fariimaha xiriirka iyo codsiyada si ay kuu caawiyaan.',
      providers:
        'Bixiyeyaasha adeegga ee noo maamula qaybo ka mid ah bogga (martigelinta, dirista iimaylka iyo, astaamaha lacagta leh, habaynta lacag-bixinta kaarka) waxay xogta u maareeyaan oo keliya sida aan ku farno.',
    },
    deviceHeading: 'Qalabkaaga',
    device:
      'Ma isticmaalno cookies xayaysiis ama raad-raac. Boggu wuxuu wax yar ku kaydiyaa kaydka gudaha ee biraawsarkaaga: fadhigaaga gelitaanka (milkiilayaasha), dejintaada helitaanka, inaad aqbashay shuruudaha, iyo foomkaaga xarun-raadinta ee aan dhammaan si aanu u lumin marka bogga dib loo furo (waa la tirtiraa marka aad dirto).',
    keepHeading: 'Inta aan hayno',
    keep: 'Codsiyada foomka iyo fariimaha xiriirka waxaan hayaa ilaa 24 bilood, kadibna waan tirtirnaa. Xogta koontada waa la hayaa inta koontadu jirto. Waxaad naga codsan kartaa inaan macluumaadkaaga ka hor tirtirno.',
    choicesHeading: 'Doorashooyinkaaga',
    choices:
      'Waxaad codsan kartaa inaad aragto, saxdo ama tirtirto macluumaadkaaga, ama inaad ka noqoto oggolaanshaha wadaagista codsiga, adigoo u qoraya {email}.',
    childrenHeading: 'Carruurta',
    children:
      'Boggu wuxuu u talagalay waalidiinta, daryeelayaasha, dadka waaweyn ee adeeg raadinaya iyo shaqaalaha xarumaha. Macluumaadka ilmaha waxaa bixiya waalidkiisa ama daryeelihiisa.',
    securityHeading: 'Ammaanka',
    security:
      'Gelitaanka macluumaadka shakhsiga ah waxaa loo xaddidaa dadka u baahan, adeegayaashayaduna way dhaqan geliyaan. Furaha sirta ah waxaa loo kaydiyaa oo keliya hash. Nidaam ma jiro oo si buuxda u ammaan ah; isla markiiba noo sheeg haddii aad ka shakido dhibaato.',
    changesHeading: 'Isbeddellada iyo xiriirka',
    changes:
      'Isbeddellada siyaasaddan halkan ayaan ku soo dhigaynaa iyadoo leh taariikh dhaqan gal oo cusub. Su’aalo: u qor {email}. Sidoo kale eeg {terms}.',
    termsLink: 'Shuruudaha isticmaalka',
  },
  terms: {
    title: 'Shuruudaha isticmaalka',
    description:
      'Shuruudaha isticmaalka Hagaha Xarumaha Otiisamka ee Minnesota: hage iyo meel lagu xiriiro oo aan bixin talo caafimaad.',
    effective: 'Dhaqan gal: {date}',
    intro:
      'Markaad isticmaasho Hagaha Xarumaha Otiisamka ee Minnesota (“hagaha”, “annaga”) waxaad aqbashay shuruudahan. Haddii aadan aqbalin, fadlan ha isticmaalin bogga.',
    whatHeading: '1. Waxa hagahu yahay',
    what: 'Hagahu waa meel lagu soo bandhigo oo lagu xiriiro adeegyada otiisamka ee Minnesota. Wuxuu qoysaska ka caawiyaa inay helaan xarumo oo la xiriiraan. {noAdvice}, mana ku talino mana taageerno xarun, xirfadle ama daaweyn gaar ah. Go’aannada daryeelka adiga iyo kooxdaada daryeelka ayay idiin taallaan.',
    noAdvice: 'Ma bixinno talo caafimaad, ogaansho xanuun ama daaweyn',
    infoHeading: '2. Macluumaadka bogga',
    info: 'Bogagga xarumaha waxay ku salaysan yihiin macluumaad ka yimid xarumaha iyo ilo dadweyne. Waxaan ku dadaalnaa inay sax ahaadaan, laakiin adeegyada, caymiska, helitaanka iyo liiska sugitaanka way isbeddelaan. Faahfaahinta muhiimka ah, oo ay ku jirto daboolka caymiska, si toos ah ula xaqiiji xarunta iyo shirkadda caymiskaaga.',
    familiesHeading: '3. Qoysaska iyo booqdayaasha',
    families:
      'Fadlan ku bixi macluumaad sax ah foomamka xarun-raadinta iyo xiriirka, oo keliya macluumaad aad xaq u leedahay inaad wadaagto. Ha u isticmaalin bogga in qof la dhibaateeyo ama fariimo aan la codsan la diro.',
    ownersHeading: '4. Milkiilayaasha xarumaha iyo koontooyinka',
    owners: {
      account: 'Adiga ayaa mas’uul ka ah koontadaada iyo ilaalinta furahaaga sirta ah.',
      claim:
        'Waxaad sheegan kartaa ama ku dari kartaa oo keliya xarun aad u fasaxan tahay inaad matasho. Bogagga cusub waa la eegaa ka hor inta aan la daabicin; waxaan wax ka beddeli karnaa ama ka saari karnaa bogag aan sax ahayn ama jebiya shuruudahan.',
      accuracy:
        'Adiga ayaa mas’uul ka ah saxnaanta boggaaga, sawirradaada (oggolaanshaha qof kasta oo ka muuqda) iyo shaqooyinka aad soo dhigto, iyo raacidda sharciga, oo ay ku jiraan sharciga takoorka ka hortagga iyo asturnaanta caafimaadka, marka aad ka jawaabayso qoysaska iyo codsadayaasha.',
      shared:
        'Macluumaadka qoysasku kula wadaagaan hagaha waxaa loo isticmaali karaa oo keliya in looga jawaabo codsigooda.',
    },
    paidHeading: '5. Astaamaha lacagta leh',
    paid: 'Qorshaha Premium waxaa bil kasta lagaaga qaadaa kaarka iyadoo loo marayo habaynta lacag-bixintayada ilaa aad joojiso; joojintu waxay joojinaysaa lacag-qaadashada mustaqbalka. Shaqo la soo dhigo waxay ku kacdaa {jobPrice} waxayna shaqaynaysaa 30 maalmood marka la bixiyo. Qiimaha waa laguu muujiyaa ka hor inta aadan bixin.',
    useHeading: '6. Isticmaalka la oggol yahay',
    use: 'Ha isku dayin inaad jebiso, culeys saarto ama dhaafto ammaanka bogga, inaad si ballaaran u koobiyeyso, ama inaad u isticmaasho wax sharci darro ah.',
    liabilityHeading: '7. Afeef iyo mas’uuliyad',
    liability:
      'Boggu wuxuu ku yimaadaa “sida uu yahay”. Inta sharcigu oggol yahay, mas’uul kama nihin go’aannada lagu gaaro bogagga ama adeegyada xarun kasta.',
    changesHeading: '8. Isbeddellada, sharciga iyo xiriirka',
    changes:
      'Waxaan cusbooneysiin karnaa shuruudahan waxaana halkan ku soo dhigaynaa nuqulka cusub. Shuruudahan waxaa xukuma sharciyada Gobolka Minnesota. Su’aalo: {email}. Sidoo kale eeg {privacy}.',
    privacyLink: 'Siyaasadda asturnaanta',
  },
  pricing: {
    title: 'Qiimaha',
    description:
      'Qorshayaal loogu talagalay xarumaha otiisamka ee Minnesota: bog bilaash ah, ama Premium oo leh summad, sawirro, muuqaallo, xiriirada baraha bulshada iyo meel la soo bandhigo.',
    intro: 'Xaruntaada bilaash ku dar, ama Premium ku tus qoysaska wax badan. Jooji wakhti kasta.',
    unavailable:
      'Qorshayaashu hadda lama heli karo. Fadlan nala soo xiriir si aad u ogaato qiimaha.',
    mostPopular: 'Kan ugu badan ee la doorto',
    currentPlan: 'Qorshahaaga hadda',
    perMonth: '/bishii',
    moreFeatures: '+{count} astaamood oo kale',
    manageSubscription: 'Maamul rukunkaaga',
    action: {
      getStarted: 'Bilow',
      choose: 'Dooro {plan}',
      manage: 'Maamul rukunkaaga',
      activating: 'Lacagta waa la helay. Qorshahaaga {plan} waa la hawlgelinayaa…',
      subscribeTo: 'Ku biir {plan}',
    },
    custom: {
      heading: 'Ma u baahan tahay xal gaar ah?',
      text: 'Goobo dhowr ah, shabakad bixiyeyaal ama barnaamij deeq lagu maalgeliyo? Waxaan u samaynaa qorshayaal hay’adaha, oo ay ku jirto biil (invoice) halkii lacag-bixin kaar.',
      contactUs: 'Nala soo xiriir',
      mailSubject: 'Qorshe gaar ah',
    },
    plans: {
      Free: 'Bilaash',
      Premium: 'Premium',
      'Everything a center needs to be found by families: a listing, hours and contact.':
        'Wax kasta oo xaruntu u baahan tahay si qoysasku u helaan: bog, saacado iyo xiriir.',
      'Stand out with a logo, photo gallery, videos and social links, plus featured placement.':
        'Ka muuqo kuwa kale adigoo leh summad, sawirro, muuqaallo iyo xiriirada baraha bulshada, iyo meel la soo bandhigo.',
      'Basic listing': 'Bog aasaasi ah',
      'Contact information': 'Macluumaadka xiriirka',
      'Search visibility': 'Ka muuqashada raadinta',
      'Email support': 'Taageero iimayl',
      'Basic analytics: 30-day totals of views, clicks and requests':
        'Tirakoob aasaasi ah: wadarta 30 maalmood ee daawashooyinka, gujinta iyo codsiyada',
      'Business hours': 'Saacadaha shaqada',
      'Service description': 'Sharraxaadda adeegga',
      'Featured placement': 'Meel la soo bandhigo',
      'Advanced analytics: daily chart, 12 months, CSV export':
        'Tirakoob horumarsan: jaantus maalinle ah, 12 bilood, dhoofinta CSV',
      'Logo upload': 'Soo gelinta summadda (logo)',
      'Multiple images': 'Sawirro badan',
      'Video gallery': 'Muuqaallo',
      'Video testimonials': 'Markhaatiyo muuqaal ah',
      'Social media links': 'Xiriirada baraha bulshada',
      'Priority support': 'Taageero mudnaan leh',
    },
  },
  notFound: {
    title: 'Bogga lama helin',
    description: 'Bogga aad raadinaysay ma jiro.',
    heading: 'Waan ka xunnahay! Bogga lama helin',
    home: 'Ku noqo bogga hore',
  },
} satisfies Messages<'content'>;
