import type { Messages } from '../../types.ts';

export default {
  bindingNotice:
    'Esta traducción se ofrece para ayudarle a leer el texto. La versión en inglés es la que tiene validez: {english}.',
  bindingLink: 'léala en inglés',
  faq: {
    title: 'Preguntas frecuentes',
    description:
      'Respuestas para familias y dueños de centros: seguros, EIDBI y TEFRA, listas de espera, el formulario para encontrar un centro, y cómo publicar y reclamar un centro.',
    items: {
      what: {
        question: '¿Qué es este directorio?',
        answer:
          'Un directorio gratuito de centros de servicios para el autismo en todo Minnesota. Cada perfil muestra los servicios que ofrece el centro, las edades que atiende, los seguros y fondos que acepta, los idiomas que habla su personal, dónde se dan los servicios y si está aceptando clientes nuevos.',
      },
      cost: {
        question: '¿Les cuesta algo a las familias?',
        answer:
          'No. Buscar, comparar centros, usar el formulario para encontrar un centro y comunicarse con los centros es gratis para las familias.',
      },
      insurance: {
        question: '¿Cómo encuentro un centro que acepte nuestro seguro?',
        answer:
          'En la página de Centros, filtre por seguro o fondos, ciudad, edad, idioma y lugar del servicio, o busque cerca de su código postal. Siempre confirme la cobertura con el centro y con su plan antes de empezar los servicios.',
      },
      eidbi: {
        question: '¿Qué es EIDBI?',
        answer:
          'La Intervención Temprana Intensiva del Desarrollo y del Comportamiento (EIDBI) es el beneficio de Medicaid de Minnesota para personas menores de 21 años con trastorno del espectro autista o una condición relacionada. Está disponible a través de Asistencia Médica y MinnesotaCare. Los centros que aceptan EIDBI lo indican en su perfil.',
      },
      tefra: {
        question: '¿Qué es TEFRA?',
        answer:
          'TEFRA es una opción de Minnesota que permite que los niños con discapacidades califiquen para Asistencia Médica según los ingresos del propio niño y no los de los padres. Es posible que la familia pague una cuota de los padres. Muchas familias lo usan junto con un seguro privado.',
      },
      waitlist: {
        question: '¿Qué significan los cálculos de la lista de espera?',
        answer:
          'Los centros nos dicen si están aceptando clientes nuevos y, si no, cuántas semanas dura más o menos su lista de espera, con la fecha de ese cálculo. Las listas de espera cambian, así que conviene solicitar en varios centros y preguntar en cada uno cada una o dos semanas.',
      },
      matching: {
        question: '¿Cómo funciona “Encontrar un centro” (el formulario para encontrar un centro)?',
        answer:
          'Usted responde cinco pasos cortos sobre su hijo, las ciudades que prefiere, su seguro y su idioma. Le mostramos los centros que pueden atender a su familia, los más adecuados primero, y, si usted lo permite, compartimos su solicitud con esos centros para que se comuniquen con usted. Recibe un enlace privado para ver qué centros han visto o respondido su solicitud.',
      },
      advice: {
        question: '¿Dan consejos médicos o recomiendan centros?',
        answer:
          'No. Somos un directorio y una plataforma de contacto. No diagnosticamos, no damos consejos médicos y no respaldamos a ningún centro. Hable con el equipo que atiende a su hijo sobre los servicios adecuados para su familia.',
      },
      claim: {
        question: 'Tengo un centro. ¿Cómo lo publico o lo reclamo?',
        answer:
          'Si su centro ya aparece, use Reclamar un perfil con el código de acceso de 8 dígitos que le enviamos. Si no aparece, cree una cuenta y agregue su centro; un administrador revisa los perfiles nuevos antes de publicarlos.',
      },
      premium: {
        question: '¿Qué agrega el plan Premium para los centros?',
        answer:
          'Premium agrega un logotipo, una galería de fotos, videos, enlaces a redes sociales y un lugar destacado, además del perfil gratuito con datos de contacto, horario y servicios. Vea la página de Precios para más detalles.',
      },
      wrong: {
        question: 'Un perfil está mal o no está al día. ¿Qué puedo hacer?',
        answer:
          'Use Contáctenos, al final de cualquier página, y díganos qué centro es y qué está mal. Lo verificamos con el centro y corregimos el perfil.',
      },
    },
  },
  accessibility: {
    title: 'Declaración de accesibilidad',
    description:
      'Nuestro compromiso con WCAG 2.2 AA, las funciones de accesibilidad del directorio y cómo avisarnos de una barrera. Respondemos en un plazo de 2 días hábiles.',
    updated: 'Última actualización: {date}',
    intro:
      'Muchas de las familias que usan este directorio tienen un miembro con una discapacidad, y muchas personas que lo usan tienen una discapacidad. Queremos que cada visitante pueda encontrar un centro y comunicarse con él, sin importar el dispositivo, el navegador o la tecnología de apoyo que use.',
    conformanceHeading: 'Conformidad',
    conformance:
      'Este directorio cumple con las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. El contenido que aportan los propios centros, como las descripciones de fotos y los sitios web a los que enlazan, queda fuera de esta declaración (vea las limitaciones más abajo).',
    testedHeading: 'Cómo lo comprobamos',
    testedIntro: 'Cada cambio al sitio pasa estas pruebas antes de publicarse:',
    tested: {
      axe: 'Una revisión automática de accesibilidad (axe) de cada página, cada ventana de diálogo y cada paso de nuestros formularios, con los colores normales, con alto contraste y con texto muy grande: no se encontraron problemas.',
      focus:
        'Una revisión del foco del teclado en cada página pública, el panel de los dueños, el área de administración y cada ventana de diálogo, en una pantalla del tamaño de un teléfono (375 px) y en una de escritorio (1280 px), con los colores normales, alto contraste y texto muy grande. En cada parada comprueba que el elemento con el foco no quede oculto bajo el encabezado de la página, una barra fija u otro elemento, que muestre un contorno de foco visible con suficiente contraste y que el foco nunca se pierda mientras hay una ventana de diálogo abierta.',
      journeys:
        'Recorridos solo con el teclado, comprobando el foco después de cada paso: buscar un centro y llegar a su número de teléfono; llenar todo el formulario para encontrar un centro, pasando por un paso rechazado, un envío fallido y una conexión perdida, hasta los centros encontrados y lo que sigue; reclamar un perfil con un código de acceso equivocado y luego con el correcto; editar y guardar un centro como su dueño; corregir un formulario que no se pudo enviar; y ver las fotos de la galería.',
    },
    byHand:
      'También lo probamos a mano con un teclado y con lectores de pantalla. Los avisos de error se quedan en la pantalla hasta que usted los cierra, y las confirmaciones al menos 10 segundos (y se detienen mientras usted los señala o les da el foco).',
    offersHeading: 'Lo que ofrece el sitio',
    offers: {
      skipLinks:
        'Dos enlaces para saltar, al principio de cada página: al contenido principal y a la navegación principal.',
      keyboard:
        'Todo funciona solo con el teclado, con un indicador de foco visible. Cuando un formulario no se puede enviar, el foco pasa al mensaje que explica por qué, o al primer campo que hay que corregir.',
      panel:
        'Un botón de Accesibilidad en cada página, con Alto contraste, Menos movimiento y tres tamaños de texto. Sigue la configuración de contraste y movimiento de su dispositivo y recuerda lo que usted elige.',
      noScript: 'Cada página funciona sin JavaScript; las partes interactivas se suman a ella.',
      alternatives:
        'Las imágenes tienen texto alternativo; los campos de los formularios tienen etiquetas y los mensajes de error se anuncian.',
    },
    limitationsHeading: 'Limitaciones conocidas',
    limitations: {
      photos:
        'Las fotos y las descripciones las aportan los centros. Pedimos una descripción de texto para cada foto, pero algunas fotos más antiguas pueden tener una descripción general.',
      links:
        'Los enlaces al sitio web propio de un centro llevan a páginas que no controlamos y que pueden ser menos accesibles.',
    },
    barrierHeading: 'Avísenos de una barrera',
    barrier:
      'Si algo de este sitio es difícil de usar, por favor díganoslo: escriba a {email} o use Contáctenos, al final de cualquier página. Díganos la página y qué pasó. {reply} y, cuando no podamos arreglar un problema enseguida, le ayudamos a obtener la información de otra manera.',
    reply: 'Respondemos en un plazo de 2 días hábiles',
    seeAlso: 'Vea también nuestras {faq}.',
    faqLink: 'Preguntas frecuentes',
  },
  privacy: {
    title: 'Política de privacidad',
    description:
      'Qué información recoge el Directorio de Centros de Autismo de Minnesota, para qué, quién la ve y qué puede elegir usted.',
    effective: 'Vigente desde el {date}',
    intro:
      'Esta política explica qué información recoge el Directorio de Centros de Autismo de Minnesota, cómo la usamos y qué puede elegir usted. Recogemos solo lo necesario para poner en contacto a las familias con centros de servicios para el autismo.',
    collectHeading: 'Qué recogemos',
    collect: {
      browsing: {
        label: 'Al navegar por el directorio:',
        text: 'nada que lo identifique. Nuestros servidores guardan por poco tiempo registros técnicos (como direcciones IP) para mantener seguro el sitio y limitar los abusos.',
      },
      matching: {
        label: 'El formulario para encontrar un centro:',
        text: 'su nombre, teléfono, correo electrónico, las ciudades e idioma que prefiere, la edad de su hijo, el tamaño de centro y la fecha de inicio que prefiere, y su seguro. Esto puede incluir información de salud; comparta solo lo que le resulte cómodo.',
      },
      contact: {
        label: 'Contáctenos:',
        text: 'su nombre, correo electrónico, teléfono, nombre de su empresa (opcional) y mensaje.',
      },
      accounts: {
        label: 'Cuentas (dueños de centros):',
        text: 'correo electrónico, nombre y contraseña (guardada solo como un hash seguro), y la información del centro que usted agregue.',
      },
      jobs: {
        label: 'Solicitudes de empleo:',
        text: 'lo que usted escriba y el currículum o la carta de presentación que suba.',
      },
    },
    useHeading: 'Cómo la usamos',
    use: {
      match:
        'Para mostrarle centros adecuados para su familia y, si usted lo permite, compartir su solicitud con esos centros.',
      answer: 'Para responder sus mensajes y dar seguimiento a su solicitud.',
      run: 'Para mantener las cuentas, los perfiles, las funciones de pago y las ofertas de empleo.',
    },
    whoHeading: 'Quién la ve',
    who: {
      centers:
        'Una solicitud del formulario va solo a los centros que coinciden con ella, y solo si usted marcó la casilla que nos permite compartirla. Nunca se vende ni se comparte con nadie más.',
      employer: 'Una solicitud de empleo la ve solo el empleador que publicó la oferta.',
      team: 'Nuestro pequeño equipo ve los mensajes de contacto y las solicitudes para poder ayudarle.',
      providers:
        'Los proveedores que manejan partes del sitio por nosotros (alojamiento, envío de correos y, para las funciones de pago, el procesador de pagos con tarjeta) tratan los datos solo según nuestras instrucciones.',
    },
    deviceHeading: 'En su dispositivo',
    device:
      'No usamos cookies de publicidad ni de seguimiento. El sitio guarda algunas cosas en el almacenamiento local de su navegador: su sesión (dueños), su configuración de accesibilidad, que usted aceptó los términos y el formulario que no terminó, para que no se pierda si recarga la página (se borra cuando lo envía).',
    keepHeading: 'Cuánto tiempo la guardamos',
    keep: 'Guardamos las solicitudes y los mensajes de contacto hasta 24 meses y luego los borramos. Los datos de una cuenta se guardan mientras la cuenta exista. Puede pedirnos que borremos su información antes.',
    choicesHeading: 'Lo que puede elegir',
    choices:
      'Puede pedir ver, corregir o borrar su información, o retirar su permiso para compartir una solicitud, escribiendo a {email}.',
    childrenHeading: 'Niños',
    children:
      'El sitio es para padres, cuidadores, adultos que buscan servicios y personal de los centros. La información sobre un niño la da su padre, madre o cuidador.',
    securityHeading: 'Seguridad',
    security:
      'El acceso a la información personal se limita a las personas que la necesitan, y nuestros servidores lo hacen cumplir. Las contraseñas se guardan solo como hashes. Ningún sistema es totalmente seguro; avísenos enseguida si sospecha un problema.',
    changesHeading: 'Cambios y contacto',
    changes:
      'Publicaremos aquí los cambios a esta política, con una nueva fecha de vigencia. Preguntas: escriba a {email}. Vea también nuestros {terms}.',
    termsLink: 'Términos de uso',
  },
  terms: {
    title: 'Términos de uso',
    description:
      'Los términos para usar el Directorio de Centros de Autismo de Minnesota: un directorio y una plataforma de contacto que no da consejos médicos.',
    effective: 'Vigentes desde el {date}',
    intro:
      'Al usar el Directorio de Centros de Autismo de Minnesota (“el directorio”, “nosotros”), usted acepta estos términos. Si no los acepta, por favor no use el sitio.',
    whatHeading: '1. Qué es el directorio',
    what: 'El directorio es una plataforma de perfiles y de contacto para servicios de autismo en Minnesota. Ayuda a las familias a encontrar centros y comunicarse con ellos. {noAdvice}, y no recomendamos ni respaldamos a ningún centro, profesional o terapia. Las decisiones sobre la atención les corresponden a usted y al equipo que lo atiende.',
    noAdvice: 'No damos consejos médicos, diagnósticos ni tratamientos',
    infoHeading: '2. La información del sitio',
    info: 'Los perfiles se basan en información de los centros y de fuentes públicas. Procuramos que sean correctos, pero los servicios, los seguros, la disponibilidad y las listas de espera cambian. Confirme los datos importantes, incluida la cobertura, directamente con el centro y con su aseguradora.',
    familiesHeading: '3. Familias y visitantes',
    families:
      'Por favor, dé información correcta en los formularios para encontrar un centro y de contacto, y solo información que tenga derecho a compartir. No use el sitio para acosar a nadie ni para enviar mensajes no solicitados.',
    ownersHeading: '4. Dueños de centros y cuentas',
    owners: {
      account: 'Usted es responsable de su cuenta y de mantener segura su contraseña.',
      claim:
        'Solo puede reclamar o agregar un centro que esté autorizado a representar. Los perfiles nuevos se revisan antes de publicarse; podemos editar o quitar perfiles que no sean correctos o que no cumplan estos términos.',
      accuracy:
        'Usted es responsable de que su perfil, sus fotos (con permiso de quienes aparecen en ellas) y sus ofertas de empleo sean correctos, y de cumplir la ley, incluidas las leyes contra la discriminación y de privacidad de la salud, cuando responda a las familias y a los solicitantes.',
      shared:
        'La información que las familias le compartan por medio del directorio solo puede usarse para responder a su solicitud.',
    },
    paidHeading: '5. Funciones de pago',
    paid: 'El plan Premium se cobra cada mes con tarjeta, por medio de nuestro procesador de pagos, hasta que usted lo cancele; al cancelarlo se detienen los cobros futuros. Una oferta de empleo cuesta {jobPrice} y está activa durante 30 días una vez pagada. Los precios se muestran antes de pagar.',
    useHeading: '6. Uso aceptable',
    use: 'No intente dañar el sitio, sobrecargarlo o burlar su seguridad, copiarlo de forma masiva ni usarlo para algo ilegal.',
    liabilityHeading: '7. Avisos y responsabilidad',
    liability:
      'El sitio se ofrece “tal como está”. En la medida en que la ley lo permita, no somos responsables de las decisiones tomadas a partir de los perfiles ni de los servicios de ningún centro.',
    changesHeading: '8. Cambios, ley aplicable y contacto',
    changes:
      'Podemos actualizar estos términos y publicaremos aquí la nueva versión. Estos términos se rigen por las leyes del estado de Minnesota. Preguntas: {email}. Vea también nuestra {privacy}.',
    privacyLink: 'Política de privacidad',
  },
  pricing: {
    title: 'Precios',
    description:
      'Planes para centros de autismo en Minnesota: un perfil gratuito, o Premium con logotipo, galería de fotos, videos, enlaces a redes sociales y un lugar destacado.',
    intro:
      'Publique su centro gratis, o muestre más a las familias con Premium. Cancele cuando quiera.',
    unavailable:
      'Los planes no están disponibles en este momento. Comuníquese con nosotros para conocer los precios.',
    mostPopular: 'El más elegido',
    currentPlan: 'Plan actual',
    perMonth: '/mes',
    moreFeatures: '+{count} funciones más',
    manageSubscription: 'Administrar la suscripción',
    action: {
      getStarted: 'Comenzar',
      choose: 'Elegir {plan}',
      manage: 'Administrar la suscripción',
      activating: 'Pago recibido. Activando su plan {plan}…',
      subscribeTo: 'Suscribirse a {plan}',
    },
    custom: {
      heading: '¿Necesita una solución a su medida?',
      text: '¿Varias sedes, una red de proveedores o un programa financiado con una subvención? Preparamos planes para organizaciones, incluso con factura en lugar de pago con tarjeta.',
      contactUs: 'Contáctenos',
      mailSubject: 'Plan a medida',
    },
    plans: {
      Free: 'Gratis',
      Premium: 'Premium',
      'Everything a center needs to be found by families: a listing, hours and contact.':
        'Todo lo que un centro necesita para que las familias lo encuentren: un perfil, horario y contacto.',
      'Stand out with a logo, photo gallery, videos and social links, plus featured placement.':
        'Destáquese con un logotipo, galería de fotos, videos y enlaces a redes sociales, además de un lugar destacado.',
      'Basic listing': 'Perfil básico',
      'Contact information': 'Datos de contacto',
      'Search visibility': 'Aparece en las búsquedas',
      'Email support': 'Ayuda por correo electrónico',
      'Basic analytics: 30-day totals of views, clicks and requests':
        'Estadísticas básicas: totales de 30 días de visitas, clics y solicitudes',
      'Business hours': 'Horario de atención',
      'Service description': 'Descripción de los servicios',
      'Featured placement': 'Lugar destacado',
      'Advanced analytics: daily chart, 12 months, CSV export':
        'Estadísticas avanzadas: gráfica diaria, 12 meses, exportación a CSV',
      'Logo upload': 'Subir un logotipo',
      'Multiple images': 'Varias imágenes',
      'Video gallery': 'Galería de videos',
      'Video testimonials': 'Testimonios en video',
      'Social media links': 'Enlaces a redes sociales',
      'Priority support': 'Ayuda prioritaria',
    },
  },
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que buscaba no existe.',
    heading: '¡Uy! No encontramos la página',
    home: 'Volver al inicio',
  },
} satisfies Messages<'content'>;
