import type { Hook } from '../../contract/creative-tags'
import type { Phrases } from './match'

// How an ad opens, in each language, as regular-expression sources (see match.ts). Hooks read only
// the hook text, so these are the openings strategists name; `question` and `number` are read from
// punctuation and figures in hooks.ts, `testimonial` also from an opening quotation, `urgency` also
// from an opening "tomorrow", and `call-out` also from the group words below, in audience.ts.

/**
 * The audience named by who they are: "calling all", "If you're over 40", "Ben jij een…", "…な方へ".
 * A plain "you", a greeting without a group ("Hey guys"), "stop scrolling", "this is your sign" and
 * "POV:" name no one; a group named first, after a greeting, "for" or "attention" is read in
 * audience.ts.
 */
const CALL_OUT: Phrases = {
  // An age group by its figure ("70+ers", "65-plussers", "Ü50", "mayores de 65"): not a count, and
  // not "over 50 recipes" or "plus de 20 ans d'expérience", which name no one.
  any: ["\\d{2}\\+['’]?(?:ers|s)"],
  en: [
    'over[-\\s]\\d{2}s',
    '(?:people|adults|women|men|anyone|those)\\s(?:over|aged)\\s\\d{2}(?!\\s?[%\\d])',
    'calling\\sall',
    // Also as texts spell it: "If u love…", "if ur a mom".
    "if\\s(?:you|u)(?:['’]re|\\sare|\\sr|\\shave|\\sdidn['’]t|\\sdon['’]t|\\slove|\\sever|\\sown)",
    'if\\sur',
    'are\\syou\\s(?:a|an)\\s\\p{L}+',
  ],
  es: [
    'si\\s(?:eres|tienes|te\\sgusta)',
    'eres\\s(?:un|una)\\s\\p{L}+',
    'mayores\\sde\\s\\d{2}(?!\\s?[%\\d])',
  ],
  pt: ['se\\svocê\\s(?:é|tem|ama)', 'você\\sé\\s(?:um|uma)\\s\\p{L}+', 'maiores\\sde\\s\\d{2}(?!\\s?[%\\d])'],
  fr: [
    'si\\s(?:tu\\s(?:es|as|aimes)|vous\\s(?:êtes|avez|aimez))',
    'appel\\sà\\stous\\sles',
    '(?:les|aux)\\splus\\sde\\s\\d{2}\\sans',
  ],
  de: [
    'wenn\\sdu\\s(?:auch\\s)?(?:bist|hast|liebst)',
    'bist\\sdu\\s(?:ein|eine)\\s\\p{L}+',
    'ü\\d{2}',
    'menschen\\s(?:ab|über)\\s\\d{2}(?!\\s?[%\\d])',
  ],
  it: ['se\\s(?:sei|hai|ami)', 'sei\\s(?:un|una)\\s\\p{L}+\\?'],
  nl: [
    'ben\\sjij\\s(?:ook\\s)?(?:een|op\\szoek)',
    'als\\sje\\s(?:van|een)',
    '\\d{2}[-\\s]?plussers?',
    "als\\s(?:je|jij|u)\\s(?:ouder|student|ondernemer|zzp['’]er|huurder|boer|mantelzorger|gepensioneerd)",
  ],
  cs: [
    'jestli\\sjste',
    'pokud\\sjste',
    'jste\\s(?:rodič|podnikatel|student|řidič|senior|důchod)\\p{L}*',
    '(?:lidé|lidem|občané|občanům)\\s(?:nad|starší)\\s\\d{2}',
  ],
  pl: ['jeśli\\sjesteś', 'czy\\sjesteś', 'osob(?:y|om)\\spowyżej\\s\\d{2}'],
  tr: ['eğer\\s\\p{L}+\\s(?:iseniz|isen|sen|seniz)', '\\d{2}\\syaş\\s(?:üstü|ve\\süzeri)'],
  sv: [
    'om\\sdu\\s(?:är|har|älskar)',
    'är\\sdu\\s(?:en|ett)\\s\\p{L}+',
    '(?:personer|alla)\\söver\\s\\d{2}(?!\\s?[%\\d])',
  ],
  ja: ['な方へ', 'のあなたへ', 'の方必見'],
}

/** Others already chose it: everyone is switching, thousands of customers, loved by, best-seller, five stars. */
const SOCIAL_PROOF: Phrases = {
  en: [
    'everyone\\s(?:is\\s)?(?:switching|obsessed|loves|talking)',
    'why\\severyone',
    '(?:thousands|millions)\\sof\\s(?:happy\\s|satisfied\\s)?(?:customers|people|users|fans)',
    'more\\sand\\smore\\speople',
    'loved\\sby',
    '(?:recommended|endorsed|trusted)\\sby',
    'rated\\s\\d',
    'best[- ]?sell(?:er|ing)',
    '\\d[\\d,.]*\\+?\\s(?:happy\\s|satisfied\\s)?(?:customers|reviews|users)',
    'five[- ]star\\sreviews',
    '#1\\s(?:rated|best)',
    '(?:\\d[\\d,.]*|thousands|millions)\\s(?:of\\s)?(?:people|members|supporters)\\s(?:have\\s)?(?:signed|joined|support(?:ed)?|chose|switched)',
  ],
  es: [
    'todo\\sel\\smundo\\s(?:se\\spasa|ama|habla)',
    'miles\\sde\\sclientes',
    'más\\svendid[oa]s?',
    'cada\\svez\\smás\\sgente',
    'recomendad[oa]s?\\spor',
  ],
  pt: [
    'todo\\smundo\\s(?:está\\strocando|ama|fala)',
    'milhares\\sde\\sclientes',
    'mais\\svendid[oa]s?',
    'cada\\svez\\smais\\spessoas',
    'recomendad[oa]s?\\spor',
  ],
  fr: [
    'tout\\sle\\smonde\\s(?:passe|adore|parle)',
    'des\\smilliers\\sde\\sclients',
    'best-?sellers?',
    'de\\splus\\sen\\splus\\sde\\sgens',
    'recommandée?s?\\spar',
  ],
  de: [
    'warum\\salle',
    'alle\\s(?:lieben|wechseln|reden)',
    'tausende\\szufriedene',
    'bestseller',
    'immer\\smehr\\s(?:Menschen|Leute)',
    '(?:empfohlen|geliebt)\\svon',
    '(?:\\d[\\d.]*|Tausende)\\s(?:Menschen|Mitglieder)\\s(?:haben\\s)?(?:unterschrieben|unterstützen|gewählt)',
  ],
  it: [
    'tutti\\s(?:stanno\\spassando|amano|parlano)',
    'migliaia\\sdi\\sclienti',
    'più\\svendut[oi]',
    'sempre\\spiù\\spersone',
    'consigliat[oaie]\\sda',
  ],
  nl: [
    'iedereen\\s(?:fan\\sis|overstapt|is\\sfan|praat)',
    'duizenden\\stevreden',
    'bestseller',
    'steeds\\smeer\\smensen',
    '(?:aanbevolen|geliefd)\\sdoor',
    '(?:\\d[\\d.]*|duizenden)\\s(?:mensen|leden)\\s(?:hebben\\s)?(?:getekend|ondertekend|gekozen|steunen)',
  ],
  cs: [
    'všichni\\s(?:milují|přecházejí)',
    'tisíce\\sspokojených',
    'čím\\sdál\\s(?:více|víc)\\slidí',
    'nejprodávanější',
    'doporučuj\\p{L}*\\s(?:lékaři|odborníci|dermatologové)',
    '(?:\\d[\\d\\s]*|tisíce)\\s(?:lidí|občanů)\\s(?:už\\s)?(?:podepsalo|podepsaly|podpořilo|podporuje)',
  ],
  pl: [
    'wszyscy\\s(?:kochają|przechodzą|mówią)',
    'tysiące\\szadowolonych',
    'bestseller',
    'coraz\\swięcej\\sosób',
    'polecan[ya]\\sprzez',
  ],
  tr: [
    'herkes(?:in)?\\s(?:neden|bayılıyor)',
    'herkesin\\s[^.!?]{0,40}?sev\\p{L}*',
    'binlerce\\smutlu',
    'en\\sçok\\ssatan',
  ],
  sv: [
    'alla\\s(?:byter|älskar|pratar)',
    '(?:byter|älskar)\\salla',
    'tusentals\\snöjda',
    'bästsäljare',
    'fler\\soch\\sfler',
    'rekommenderas\\sav',
  ],
  ja: ['大人気', '話題の', '売上No\\.?1', '累計\\d', 'みんなが', '口コミ'],
  ar: ['(?:ينتقل|يحب|يتحدث)\\sالجميع', 'الكل\\sيحب', 'آلاف\\sالعملاء'],
}

/** Time or stock running out: last chance, ends Sunday, today only, while stocks last. */
const URGENCY: Phrases = {
  en: [
    'last\\s(?:chance|call|day)',
    'ends\\s(?:today|tonight|tomorrow|soon|sunday|monday|friday|at\\smidnight)',
    '(?:today|this\\sweek(?:end)?)\\sonly',
    'only\\stoday',
    'limited\\s(?:time|stock)',
    'hurry',
    "don['’]t\\smiss\\sout",
    'while\\s(?:stocks|supplies)\\slast',
    'final\\shours',
    'selling\\sfast',
    '(?:only\\s|just\\s)?(?:\\d+|one|two|three|four|five|six|seven)\\s(?:days?|hours?|weeks?)\\s(?:left|to\\sgo|remaining|until|till)',
    'countdown',
    'deadline',
    '(?:tomorrow|today)\\sis\\s(?:the|your)\\slast',
    // Today as the day to act: "today is the day", "today is your chance", "now or never".
    'today\\sis\\s(?:the|your)\\s(?:only\\s|final\\s)?(?:day|chance)',
    'now\\sor\\snever',
  ],
  es: [
    'última\\soportunidad',
    'últimos\\sdías',
    'solo\\shoy',
    'termina\\s(?:hoy|mañana|el)',
    'por\\stiempo\\slimitado',
    'date\\sprisa',
    '(?:quedan|faltan)\\s(?:solo\\s)?\\d+\\s(?:días|horas)',
    'cuenta\\satrás',
    'último\\sdía',
    'hoy\\ses\\s(?:tu|su|la)\\s(?:última\\s|única\\s)?oportunidad',
    'hoy\\ses\\sel\\sdía',
    'ahora\\so\\snunca',
  ],
  pt: [
    'última\\schance',
    'últimos\\sdias',
    'só\\shoje',
    'acaba\\s(?:hoje|amanhã|domingo)',
    'por\\stempo\\slimitado',
    '(?:faltam|restam)\\s(?:só\\s|apenas\\s)?\\d+\\s(?:dias|horas)',
    'contagem\\sregressiva',
    'último\\sdia',
    'hoje\\sé\\s(?:a\\s)?(?:sua\\s|última\\s|única\\s)?(?:chance|oportunidade)',
    'hoje\\sé\\so\\sdia',
    'agora\\sou\\snunca',
  ],
  fr: [
    'dernière\\schance',
    'derniers\\sjours',
    "aujourd['’]hui\\sseulement",
    'se\\stermine',
    'durée\\slimitée',
    'dépêchez-vous',
    '(?:il\\sreste|plus\\sque|encore)\\s\\d+\\s(?:jours|heures)',
    'compte\\sà\\srebours',
    'J-\\d+',
    'dernier\\sjour',
    "aujourd['’]hui\\sest\\s(?:votre|ta|la)\\s(?:dernière\\s|seule\\s)?chance",
    "c['’]est\\s(?:maintenant|aujourd['’]hui)\\sou\\sjamais",
  ],
  de: [
    'letzte\\sChance',
    'nur\\sheute',
    'nur\\snoch\\s(?:heute|bis)',
    'endet\\s(?:heute|morgen|am|bald)',
    'begrenzte\\sZeit',
    'schnell\\ssein',
    'noch\\s(?:\\d+|zwei|drei|vier|fünf|sechs|sieben)\\s(?:Tage|Stunden|Wochen)',
    'Countdown',
    'Frist\\sendet',
    'letzter\\sTag',
    'heute\\sist\\s(?:deine|Ihre|die)\\s(?:letzte\\s|einzige\\s)?Chance',
    'heute\\sist\\sder\\sTag',
    'jetzt\\soder\\snie',
  ],
  it: [
    'ultima\\soccasione',
    'ultimi\\sgiorni',
    'solo\\soggi',
    'finisce\\s(?:oggi|domani)',
    'tempo\\slimitato',
    'affrettati',
    '(?:mancano|ancora)\\s(?:solo\\s)?\\d+\\s(?:giorni|ore)',
    'conto\\salla\\srovescia',
    'ultimo\\sgiorno',
    "oggi\\sè\\s(?:la\\stua\\s|l['’]ultima\\s|l['’]unica\\s)(?:occasione|possibilità)",
    'oggi\\sè\\sil\\sgiorno',
    'ora\\so\\smai',
  ],
  nl: [
    'laatste\\skans',
    'alleen\\svandaag',
    'op\\s?=\\s?op',
    'wees\\ser\\ssnel\\sbij',
    'eindigt\\s(?:vandaag|morgen|zondag)',
    'over\\s(?:precies\\s|nog\\s|slechts\\s)?(?:\\d+|twee|drie|vier|vijf|zes|zeven|tien)\\s(?:dagen|weken|uur)',
    'nog\\s(?:maar\\s)?(?:\\d+|twee|drie|vier|vijf|zes|zeven)\\s(?:dagen|uur)',
    'nog\\s(?:maar\\s)?(?:één|1)\\s(?:dag|nacht|week)\\s(?:te\\sgaan|tot)',
    'aftellen',
    'laatste\\sdag',
    'vandaag\\sis\\s(?:je|jouw|uw|de)\\s(?:laatste\\s|enige\\s)?(?:kans|dag)',
    '(?:vandaag|nu)\\smoet\\shet\\sgebeuren',
    'nu\\sof\\snooit',
  ],
  cs: [
    'poslední\\sšance',
    '(?:jen|pouze)\\sdnes',
    'spěchejte',
    'končí\\s(?:dnes|zítra)',
    'časově\\somezen\\p{L}*',
    '(?:zbývá|zbývají|už\\sjen)\\s\\d+\\s(?:dn\\p{L}*|hodin\\p{L}*)',
    '(?:už|již)\\s(?:tento|tuto|v)\\s(?:pátek|sobotu|neděli|víkend)',
    'už\\sza\\s\\d+\\sdn\\p{L}*',
    'poslední\\sden',
    'už\\szítra',
    'dnes\\sje\\s(?:jedinečná\\s|poslední\\s|vaše\\s|tvoje\\s|naše\\s)?(?:šance|příležitost)',
    'dnes\\smáte\\s(?:jedinečnou\\s|poslední\\s)?(?:šanci|příležitost)',
    'teď\\snebo\\snikdy',
  ],
  pl: [
    'ostatnia\\sszansa',
    'tylko\\sdziś',
    'tylko\\sdzisiaj',
    'kończy\\ssię',
    'nie\\szwlekaj',
    'ograniczony\\sczas',
    '(?:zostało|zostały|jeszcze)\\s(?:tylko\\s)?\\d+\\s(?:dni|godzin\\p{L}*)',
    'odliczanie',
    'ostatni\\sdzień',
    '(?:dziś|dzisiaj)\\sjest\\s(?:twoja\\s|ostatnia\\s|jedyna\\s)?szansa',
    'teraz\\salbo\\snigdy',
  ],
  tr: [
    'son\\sşans',
    'sadece\\sbugün',
    'acele\\set',
    'bitiyor',
    'kaçırma',
    '\\d+\\s(?:gün|saat)\\skaldı',
    'son\\s\\d+\\sgün',
    'geri\\ssayım',
    'son\\sgün',
    'bugün\\s(?:son|tek)\\sşans',
    'ya\\sşimdi\\sya\\shiç',
  ],
  sv: [
    'sista\\schansen',
    'bara\\sidag',
    'endast\\sidag',
    'slutar\\s(?:idag|i\\smorgon|på)',
    'skynda',
    '\\d+\\s(?:dagar|timmar)\\skvar',
    'nedräkning',
    'sista\\sdagen',
    'idag\\sär\\s(?:din|er|den)\\s(?:sista\\s|enda\\s)?(?:chans|dagen)',
    'nu\\seller\\saldrig',
  ],
  ja: [
    '今だけ',
    '本日限り',
    '期間限定',
    '残りわずか',
    'お急ぎ',
    '終了間近',
    'ラストチャンス',
    'あと\\d+日',
    'カウントダウン',
  ],
  ar: ['فرصة\\sأخيرة', 'آخر\\sفرصة'],
}

/**
 * Written right after a phrase's first word: that word opens the hook text (only marks or emoji
 * before it). A "Why …" that opens the ad as a statement is a gap the ad fills; the same word inside
 * a sentence ("citing his faith as a reason why…") withholds nothing.
 */
const OPENS = '(?<=^[^\\p{L}\\p{N}]*\\p{L}+)'
/** …and the sentence it opens asks nothing: "Why X?" is a question, read from its mark in hooks.ts. */
const TOLD = '(?![^.!?…]*[?？؟])'
/** A reason, fact or secret counted out: "Three reasons", "5 redenen", "Drei Gründe". */
const COUNTED = (counts: string, things: string) => `(?:\\d+|${counts})\\s(?:${things})`

/** Something held back that the viewer has to watch or read on for. */
const CURIOSITY: Phrases = {
  en: [
    // A look behind the scenes, and "do you want to see…": a reveal the ad then gives.
    'behind\\sthe\\sscenes',
    '(?:do\\syou\\s)?want\\sto\\s(?:see|know)\\s(?:what|who|how|the|top|these|this)',
    "you\\s(?:won['’]t|will\\snot)\\sbelieve",
    '(?:the|this)\\ssecret',
    'nobody\\s(?:tells|talks|knows)',
    "(?:here['’]s|this\\sis)\\swhy",
    'you\\s(?:need|have)\\sto\\ssee',
    'listen\\sto\\swhat',
    'wait\\s(?:for\\sit|till|until)',
    'this\\s(?:video|story)\\s(?:may|will)',
    'what\\shappen(?:s|ed)\\snext',
    'how\\s(?:a|an|this|one)\\s\\p{L}+(?:\\s\\p{L}+){0,6}\\s(?:led|made|turned|became|got|changed)',
    // A pattern interrupt that promises a reveal, and an invitation to look at what is coming.
    'stop\\sscrolling',
    "don['’]t\\sscroll",
    'just\\swatch',
    '(?:just\\s)?(?:have|take)\\sa\\slook\\sat\\s(?:this|these|what|how)',
    '(?:look\\sat|watch)\\s(?:this|what|how)',
    'look\\swhat',
    'the\\struth\\sabout',
    // A gap the ad fills: an opening "why" told, not asked, "here's why", reasons counted out, what happens when, what you did not know.
    `why${OPENS}${TOLD}`,
    'here\\sis\\swhy',
    '(?:find\\sout|learn|see|discover)\\swhy',
    'the\\s(?:real\\s)?reasons?\\swhy',
    'the\\sreal\\sreason',
    COUNTED('two|three|four|five|six|seven|eight|nine|ten', 'reasons|facts|secrets|myths|mistakes'),
    'what\\shappens\\s(?:when|if)',
    "(?:things|facts)\\s(?:(?:all\\s)?(?:of\\s)?you|everyone)\\s(?:should|need\\sto|must|didn['’]t|don['’]t)\\sknow",
    "what\\syou\\s(?:didn['’]t|don['’]t)\\sknow",
    'shocking\\s(?:facts|truth|details|revelations?|footage|numbers|figures|statistics)',
  ],
  es: [
    'detrás\\sde\\s(?:las\\scámaras|escena)',
    '(?:quieres|quiere)\\s(?:ver|saber)\\s(?:qué|quién|cómo|lo\\sque)',
    'no\\svas\\sa\\screer',
    'el\\ssecreto',
    'nadie\\ste\\s(?:dice|cuenta)',
    'tienes\\sque\\sver\\sesto',
    '(?:deja|para)\\sde\\shacer\\sscroll',
    'no\\shagas\\sscroll',
    'mira\\s(?:esto|lo\\sque|cómo)',
    'la\\sverdad\\ssobre',
    `por${OPENS}\\squé${TOLD}`,
    '(?:he\\saquí|te\\scontamos|descubre)\\spor\\squé',
    'la\\s(?:verdadera\\s)?razón\\spor\\sla\\sque',
    COUNTED(
      'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez',
      'razones|motivos|datos|secretos|mitos|errores',
    ),
    '(?:qué|lo\\sque)\\spasa\\s(?:cuando|si)',
    'lo\\sque\\s(?:no\\ssabías|debes\\ssaber|necesitas\\ssaber)',
    '(?:datos|verdad|cifras)\\simpactantes?',
  ],
  pt: [
    '(?:nos\\s)?bastidores',
    '(?:quer|queres)\\s(?:ver|saber)\\s(?:o\\sque|quem|como)',
    'você\\snão\\svai\\sacreditar',
    'o\\ssegredo',
    'ninguém\\ste\\sconta',
    'você\\sprecisa\\sver',
    'para\\studo',
    'pare\\sde\\srolar',
    '(?:olha|veja)\\s(?:isso|só|o\\sque|como)',
    'a\\sverdade\\ssobre',
    `por${OPENS}\\squ[eê]${TOLD}`,
    '(?:veja|descubra|saiba|entenda)\\spor\\squ[eê]',
    'o\\s(?:verdadeiro\\s)?motivo\\spelo\\squal',
    COUNTED(
      'dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez',
      'motivos|razões|fatos|segredos|mitos|erros',
    ),
    'o\\sque\\sacontece\\s(?:quando|se)',
    'o\\sque\\svocê\\s(?:não\\ssabia|precisa\\ssaber)',
    '(?:fatos|verdade|números)\\schocantes?',
  ],
  fr: [
    '(?:dans\\s)?les\\scoulisses',
    '(?:tu\\sveux|vous\\svoulez)\\s(?:voir|savoir)\\s(?:ce\\squi|ce\\sque|qui|comment)',
    'vous\\sne\\sdevinerez\\sjamais',
    'tu\\sne\\svas\\spas\\sy\\scroire',
    'le\\ssecret',
    'personne\\sne\\s(?:vous|te)\\sdit',
    'il\\sfaut\\sque\\stu\\svoies',
    'ne\\sscrolle(?:z)?\\spas',
    'arrête(?:z)?\\sde\\sscroller',
    'regarde(?:z)?\\s(?:ça|ceci|ce\\squi|comment)',
    'la\\svérité\\ssur',
    `pourquoi${OPENS}${TOLD}`,
    '(?:voici|voilà|découvrez|découvre)\\spourquoi',
    'la\\s(?:vraie\\s)?raison\\spour\\slaquelle',
    COUNTED('deux|trois|quatre|cinq|six|sept|huit|neuf|dix', 'raisons|faits|secrets|mythes|erreurs'),
    'ce\\squi\\s(?:se\\spasse|arrive)\\s(?:quand|si)',
    'ce\\sque\\s(?:vous|tu)\\s(?:devez\\ssavoir|dois\\ssavoir|ne\\ssav(?:iez|ais)\\spas)',
    '(?:faits|vérité|chiffres)\\schoquante?s?',
  ],
  de: [
    'hinter\\sden\\skulissen',
    '(?:willst\\sdu|wollen\\ssie)\\s(?:sehen|wissen),?\\s(?:was|wer|wie)',
    'du\\swirst\\snicht\\sglauben',
    'das\\sGeheimnis',
    'was\\sniemand',
    'das\\smusst\\sdu\\ssehen',
    'nicht\\sweiterscrollen',
    'hör\\sauf\\szu\\sscrollen',
    '(?:schau|seht|sieh)\\s(?:dir|euch|mal)',
    'die\\sWahrheit\\süber',
    `(?:warum|wieso|weshalb)${OPENS}${TOLD}`,
    '(?:hier\\sist|erfahre|erfahren\\sSie),?\\swarum',
    'der\\s(?:wahre\\s)?Grund,?\\swarum',
    COUNTED('zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn', 'Gründe|Fakten|Geheimnisse|Mythen|Fehler'),
    'was\\spassiert,?\\swenn',
    'was\\s(?:du|Sie)\\s(?:nicht\\swusstest|wissen\\smüssen|wissen\\smusst)',
    'schockierende\\s(?:Fakten|Wahrheit|Zahlen|Enthüllungen?)',
  ],
  it: [
    'dietro\\sle\\squinte',
    '(?:vuoi|volete)\\s(?:vedere|sapere)\\s(?:cosa|chi|come)',
    'non\\sci\\screderai',
    'il\\ssegreto',
    'nessuno\\sti\\sdice',
    'devi\\svedere',
    'smetti\\sdi\\sscrollare',
    'non\\sscrollare',
    'guarda(?:te)?\\s(?:qui|cosa|come|questo)',
    'la\\sverità\\ssu',
    `perché${OPENS}${TOLD}`,
    '(?:ecco|scopri)\\sperché',
    'il\\s(?:vero\\s)?motivo\\sper\\scui',
    COUNTED('due|tre|quattro|cinque|sei|sette|otto|nove|dieci', 'motivi|ragioni|fatti|segreti|miti|errori'),
    'cosa\\ssuccede\\s(?:quando|se)',
    '(?:quello|ciò)\\sche\\s(?:non\\ssai|non\\ssapevi|devi\\ssapere)',
    '(?:fatti|verità|dati)\\sscioccanti?',
  ],
  nl: [
    'achter\\sde\\sschermen',
    '(?:wil\\sje|wilt\\su)\\s(?:zien|weten)\\s(?:wat|wie|hoe)',
    'je\\sgelooft\\snooit',
    'het\\sgeheim',
    'niemand\\svertelt',
    'moet\\sje\\szien',
    'stop\\smet\\sscrollen',
    'niet\\sdoorscrollen',
    'kijk\\s(?:eens|wat|hoe|dit)',
    'de\\swaarheid\\sover',
    `waarom${OPENS}${TOLD}`,
    '(?:hier\\sis|ontdek|lees)\\swaarom',
    'de\\s(?:echte\\s)?reden\\swaarom',
    COUNTED('twee|drie|vier|vijf|zes|zeven|acht|negen|tien', 'redenen|feiten|geheimen|mythes|fouten'),
    'wat\\s(?:er\\s)?gebeurt\\s(?:als|wanneer)',
    'wat\\sje\\s(?:nog\\s)?(?:niet\\swist|moet\\sweten)',
    'schokkende\\s(?:feiten|cijfers|waarheid|onthullingen?)',
  ],
  cs: [
    'zákulisí',
    '(?:chcete|chceš)\\s(?:vědět|vidět),?\\s(?:co|kdo|jak)',
    'nebudete\\svěřit',
    'tajemství',
    'nechte\\sse\\spřekvapit',
    'tohle\\smusíte\\svidět',
    'přestaňte\\sscrollovat',
    'přestaň\\sscrollovat',
    'podívej(?:te)?\\sse',
    'pravda\\so',
    `proč${OPENS}${TOLD}`,
    '(?:tady\\sje|zjistěte|přečtěte\\ssi),?\\sproč',
    '(?:skutečný|pravý|hlavní)\\sdůvod,?\\sproč',
    `důvod${OPENS},?\\sproč`,
    COUNTED('dva|tři|čtyři|pět|šest|sedm|osm|devět|deset', 'důvody|důvodů|fakta|faktů|mýty|mýtů|chyby|chyb'),
    'co\\sse\\sstane,?\\s(?:když|pokud)',
    'co\\s(?:jste\\s)?(?:nevěděli|nevíte|musíte\\svědět)',
    'šokující\\s(?:fakta|pravda|odhalení|čísla)',
  ],
  pl: [
    'za\\skulisami',
    '(?:chcesz|chcecie)\\s(?:wiedzieć|zobaczyć),?\\s(?:co|kto|jak)',
    'nie\\suwierzysz',
    'sekret',
    'nikt\\sci\\snie\\spowie',
    'musisz\\szobaczyć',
    'przestań\\sscrollować',
    'nie\\sscrolluj',
    'zobacz(?:cie)?,?\\s(?:co|jak|to)',
    'prawda\\so',
    `dlaczego${OPENS}${TOLD}`,
    '(?:oto|sprawdź,?|dowiedz\\ssię,?)\\sdlaczego',
    '(?:prawdziwy|główny)\\spowód,?\\sdla\\sktórego',
    `powód${OPENS},?\\sdla\\sktórego`,
    COUNTED(
      'dwa|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć',
      'powody|powodów|fakty|faktów|sekrety|mity|błędy|błędów',
    ),
    'co\\ssię\\s(?:dzieje|stanie),?\\s(?:gdy|kiedy|jeśli)',
    '(?:czego\\snie\\swiesz|co\\smusisz\\swiedzieć)',
    'szokując[eay]\\s(?:fakty|prawda|dane|liczby)',
  ],
  tr: [
    'perde\\sarkası',
    'inanamayacaksın',
    'sırrı',
    'kimse\\ssöylemiyor',
    'görmen\\slazım',
    'kaydırmayı\\s(?:bırak|durdur)',
    'şuna\\sbak',
    'işte\\s(?:nedeni|neden|bu\\syüzden)',
    '(?:iki|üç|dört|beş|\\d+)\\s(?:nedeni?|sebebi?)',
    'bilmeniz\\sgereken',
    'bilmediğin(?:iz)?',
    'şok\\s(?:edici|eden)\\s(?:gerçekler|rakamlar)',
  ],
  sv: [
    'bakom\\skulisserna',
    'vill\\sdu\\s(?:se|veta)\\s(?:vad|vem|hur)',
    'du\\skommer\\sinte\\stro',
    'hemligheten',
    'ingen\\sberättar',
    'du\\småste\\sse',
    'sluta\\sscrolla',
    '(?:kolla|titta)\\s(?:in|här|vad|på\\sdet\\shär)',
    'sanningen\\som',
    `(?:varför|därför)${OPENS}${TOLD}`,
    '(?:här\\sär|ta\\sreda\\spå|upptäck)\\svarför',
    'den\\s(?:verkliga\\s)?anledningen\\still\\satt',
    COUNTED('två|tre|fyra|fem|sex|sju|åtta|nio|tio', 'anledningar|skäl|fakta|hemligheter|myter|misstag'),
    'vad\\s(?:som\\s)?händer\\snär',
    'vad\\sdu\\s(?:inte\\svisste|behöver\\sveta)',
    'chockerande\\s(?:fakta|sanning|siffror)',
  ],
  ja: ['知らないと損', '秘密', '実は', '衝撃', 'まさかの', 'ちょっと待って', 'スクロールを止めて', '必見'],
  ar: ['وق(?:ّ)?ف\\sالتمرير', 'لازم\\sتشوف', 'لن\\sتصدق', '(?:ثلاثة|أربعة|خمسة|\\d+)\\sأسباب'],
}

/** A lesson or steps: how to, N ways, tips, a guide. */
const HOW_TO: Phrases = {
  en: [
    'how\\sto',
    'learn\\show',
    '(?:teach|show)(?:es)?\\syou\\show',
    '\\d+\\s(?:simple\\s|easy\\s)?(?:steps|ways|tips|tricks)',
    'step[- ]by[- ]step',
    'tips\\s(?:for|to)',
    'guide\\sto',
  ],
  es: [
    // "How" and an infinitive: cómo votar, como usar, comment choisir, come fare, jak volit, jak zrobić.
    'cómo\\s\\p{L}+(?:ar|er|ir)(?:se|te|lo|la)?',
    'aprende\\sa',
    '\\d+\\s(?:pasos|trucos|consejos|formas)',
    'paso\\sa\\spaso',
  ],
  pt: [
    'como\\s\\p{L}+(?:ar|er|ir)',
    'aprenda\\sa',
    '\\d+\\s(?:passos|dicas|truques|formas)',
    'passo\\sa\\spasso',
  ],
  fr: [
    'comment\\s(?:bien\\s)?\\p{L}+(?:er|ir|re)',
    'apprenez\\sà',
    '\\d+\\s(?:étapes|astuces|conseils|façons)',
    'étape\\spar\\sétape',
  ],
  de: [
    "so\\sgeht['’]?s",
    'so\\sklappt',
    'wie\\sdu',
    'lerne,?\\swie',
    '\\d+\\s(?:Schritte|Tipps|Tricks|Wege)',
    'Schritt\\sfür\\sSchritt',
    'Anleitung',
  ],
  it: [
    'come\\s\\p{L}+(?:are|ere|ire)',
    'impara\\sa',
    '\\d+\\s(?:passi|consigli|trucchi|modi)',
    'passo\\sdopo\\spasso',
  ],
  nl: [
    'zo\\sdoe\\sje',
    'hoe\\sje',
    'leer\\shoe',
    '\\d+\\s(?:simpele\\s|eenvoudige\\s)?(?:stappen|tips|manieren)',
    'stap\\svoor\\sstap',
  ],
  cs: [
    'jak\\sna',
    'jak\\s(?:si\\s|se\\s)?\\p{L}+(?:t|ct)',
    'návod',
    '\\d+\\s(?:kroků|tipů|triků|způsobů)',
    'krok\\sza\\skrokem',
  ],
  pl: [
    'jak\\s(?:się\\s)?\\p{L}+ć',
    'poradnik',
    '\\d+\\s(?:kroków|porad|sposobów|trików)',
    'krok\\spo\\skroku',
  ],
  tr: ['nasıl\\s(?:yapılır|yapılacağını)', '\\d+\\sadımda', '\\d+\\s(?:ipucu|yöntem)', 'adım\\sadım'],
  sv: ['så\\sgör\\sdu', 'hur\\sdu', 'lär\\sdig\\s(?:hur|att)', '\\d+\\s(?:steg|tips|sätt)'],
  ja: ['方法', 'やり方', 'コツ', '使い方', 'ステップ'],
}

/** A change shown or told: before and after, a transformation. */
const BEFORE_AFTER: Phrases = {
  en: [
    'before\\s(?:and|&|\\/)\\safter',
    'transformation',
    'results\\safter\\s\\d+',
    'after\\s(?:just\\s|only\\s)?(?:\\d+|one|two|three|four|six)\\s(?:days|weeks|months)',
    'glow[- ]up',
    'from\\s\\p{L}+\\sto\\s\\p{L}+\\sin\\s\\d+',
  ],
  es: ['antes\\sy\\sdespués', 'transformación', '(?:después\\sde|tras)\\s\\d+\\s(?:días|semanas|meses)'],
  pt: ['antes\\se\\sdepois', 'transformação', '(?:depois\\sde|após)\\s\\d+\\s(?:dias|semanas|meses)'],
  fr: ['avant\\s(?:et|\\/)\\saprès', 'transformation', 'après\\s\\d+\\s(?:jours|semaines|mois)'],
  de: [
    'vorher\\s(?:und|\\/)?\\s?nachher',
    'Verwandlung',
    'nach\\s(?:nur\\s)?\\d+\\s(?:Tagen|Wochen|Monaten)',
  ],
  it: ['prima\\se\\sdopo', 'trasformazione', 'dopo\\s\\d+\\s(?:giorni|settimane|mesi)'],
  nl: ['voor\\sen\\sna', 'transformatie', 'na\\s(?:slechts\\s)?\\d+\\s(?:dagen|weken|maanden)'],
  cs: ['před\\sa\\spo', 'proměna', 'po\\s\\d+\\s(?:dnech|týdnech|měsících)'],
  pl: ['przed\\si\\spo', 'metamorfoza', 'po\\s\\d+\\s(?:dniach|tygodniach|miesiącach)'],
  tr: ['öncesi\\sve\\ssonrası', 'dönüşüm', '\\d+\\s(?:gün|hafta|ay)\\ssonra'],
  sv: ['före\\soch\\sefter', 'förvandling', 'efter\\s\\d+\\s(?:dagar|veckor|månader)'],
  ja: ['ビフォーアフター', 'ビフォー', '使用前'],
}

/** A person telling their own experience of it. */
const TESTIMONIAL: Phrases = {
  en: [
    'my\\s(?:mother|mom|mum|father|dad|son|daughter|grandmother|grandma|grandfather|grandpa|brother|sister)\\s(?:was|had|used\\sto|told\\sme|always|never)',
    "I['’]m\\sa\\s(?:mom|mother|dad|father|nurse|teacher|veteran|farmer|student|single\\smom|small\\sbusiness\\sowner)",
    // A person's own story: what they remember, grew up with, used to do, were told ("I remember…",
    // "When I was…", "My name is…"). Not an opinion ("I agree", "I think") nor a promise ("I will").
    'I\\s(?:remember|grew\\sup|used\\sto|never\\sthought)',
    'I\\sfound\\s(?:out|this|these|it|my)',
    'I\\swas\\s(?:diagnosed|born|raised|told)',
    'when\\sI\\s(?:was|first|started|moved|got|became)',
    "I(?:['’]ve|\\shave)\\sbeen\\s(?:a|an|wearing|working|living|teaching|driving|running)",
    'my\\sname\\sis',
    "I\\s(?:did\\snot|didn['’]t)\\sexpect",
    "I(?:['’]ve|\\shave)\\sbeen\\susing",
    'I\\swas\\s(?:skeptical|sceptical)',
    // "I tried to warn you" is an attempt told, not the product tried.
    'I\\s(?:tried(?!\\sto\\s)|switched\\sto)',
    // "Honestly" opens a person's own verdict only with the person or the thing after it.
    "honestly,?\\s(?:I|I['’](?:m|ve|d)|my|this|these)",
    "I\\scan['’]t\\sbelieve",
    'my\\s(?:skin|hair|life|dog|kids?)\\s(?:has|have|is|was|feels|changed)',
    // Praise of the thing in the speaker's words: "changed my life", "I love it".
    '(?:changed|transformed)\\smy\\s(?:life|skin|routine|mornings|sleep)',
    'I\\s(?:love|loved)\\s(?:it|them|these|this\\sstuff)',
    "I['’]m\\s(?:obsessed|in\\slove)\\swith",
    'my\\s(?:kids|husband|wife|dog|cat|family)\\s(?:loves?|is\\sobsessed|are\\sobsessed)',
    "best\\s\\p{L}+\\sI(?:['’]ve|\\shave)\\sever",
  ],
  es: [
    'recuerdo\\s(?:cuando|que|el\\sdía)',
    'me\\sacuerdo',
    'crecí',
    'cuando\\s(?:era|tenía|empecé)',
    'me\\sllamo',
    'mi\\snombre\\ses',
    'cambió\\smi\\svida',
    'me\\sencanta(?:n)?\\s(?:esto|estos|estas)',
    'no\\sesperaba',
    'nunca\\spensé',
    'llevo\\s\\p{L}+\\s(?:semanas|meses)\\susándol',
    'estoy\\s(?:encantad[oa]|enamorad[oa])',
  ],
  pt: [
    '(?:eu\\s)?(?:me\\s)?lembro\\s(?:quando|que|de)',
    'cresci',
    'quando\\seu\\s(?:era|tinha|comecei)',
    'meu\\snome\\sé',
    '(?:eu\\s)?me\\schamo',
    'mudou\\sminha\\svida',
    'eu\\samo\\s(?:isso|esses|essas)',
    'eu\\snão\\sesperava',
    'nunca\\simaginei',
    'estou\\susando',
    'estou\\s(?:apaixonad[oa]|encantad[oa])',
  ],
  fr: [
    'je\\sme\\s(?:souviens|rappelle)',
    "j['’]ai\\s(?:grandi|longtemps)",
    "quand\\sj['’](?:étais|avais|ai\\scommencé)",
    "je\\sm['’]appelle",
    'a\\schangé\\sma\\svie',
    "j['’]adore\\s(?:ça|ces)",
    'je\\sne\\spensais\\spas',
    "j['’]ai\\s(?:testé|essayé)",
    'je\\sles\\sutilise',
    "j['’]en\\ssuis\\sfan|je\\ssuis\\sfan",
    'je\\ssuis\\s(?:conquise?|bluffée?)',
  ],
  de: [
    'meine?\\s(?:Mutter|Vater|Sohn|Tochter|Oma|Opa|Bruder|Schwester)\\s(?:war|hatte|sagte)',
    'ich\\sbin\\s(?:Mutter|Vater|Lehrer|Lehrerin|Krankenschwester|Pfleger|Pflegerin|Landwirt|Unternehmer|Unternehmerin)',
    'ich\\serinnere\\smich',
    'ich\\sbin\\s(?:\\p{L}+\\s){0,2}aufgewachsen',
    'als\\sich\\s(?:\\p{L}+\\s){0,3}(?:war|wurde|anfing)',
    'mein\\sName\\sist',
    'ich\\sheiße',
    'ich\\shabe\\sjahrelang',
    'ich\\shätte\\snie\\sgedacht',
    'hat\\smein\\sLeben\\sverändert',
    'ich\\sliebe\\s(?:es|sie|diese)',
    'ich\\snutze\\s(?:es|sie|das|dies\\p{L}*)',
    'ich\\shabe\\s(?:es\\s)?(?:getestet|ausprobiert)',
    'ich\\sbin\\s(?:total\\s|so\\s)?begeistert',
  ],
  it: [
    '(?:mi\\s)?ricordo\\s(?:quando|che)',
    'sono\\scresciut[oa]',
    'quando\\s(?:ero|avevo|ho\\siniziato)',
    'mi\\schiamo',
    'mi\\sha\\scambiato\\sla\\svita',
    'li\\sadoro',
    'lo\\sadoro',
    'non\\spensavo',
    'non\\smi\\saspettavo',
    'lo\\suso',
    'sono\\sinnamorat[oa]',
  ],
  nl: [
    'mijn\\s(?:moeder|vader|zoon|dochter|oma|opa|broer|zus)\\s(?:was|had|zei|vertelde|werkte)',
    'ik\\sben\\s(?:moeder|vader|verpleegkundige|docent|leraar|boer|ondernemer|student)',
    'ik\\sherinner\\sme',
    'ik\\sben\\s(?:\\p{L}+\\s){0,2}opgegroeid',
    'toen\\sik\\s(?:\\p{L}+\\s){0,3}(?:was|werd|begon)',
    'ik\\sheb\\sjarenlang',
    'ik\\swerk\\s(?:al\\s)?(?:\\d+|jaren)',
    'mijn\\snaam\\sis',
    'ik\\sben\\s\\p{L}+,\\s(?:een|\\d{2})',
    'ik\\shad\\sniet\\sverwacht',
    'heeft\\smijn\\sleven\\sveranderd',
    'ik\\sgebruik\\s(?:het|ze|dit|deze)',
    'ik\\sheb\\s(?:het\\s)?(?:getest|geprobeerd)',
    'ik\\sben\\s(?:zo\\s)?(?:fan|blij\\smet)',
  ],
  cs: [
    '(?:moje|má)\\s(?:máma|maminka|matka|babička|dcera|sestra)\\s(?:byla|měla|říkala|vždycky)',
    '(?:můj|náš)\\s(?:táta|otec|děda|syn|bratr)\\s(?:byl|měl|říkal|vždycky)',
    'jsem\\s(?:matka|máma|otec|táta|učitel|učitelka|lékař|lékařka|zdravotní\\ssestra|podnikatel|podnikatelka|zemědělec)',
    'pamatuj[iu]\\ssi',
    'vyrůstal(?:a)?\\sjsem',
    'když\\sjsem',
    'jmenuj[iu]\\sse',
    '(?:léta|roky|celý\\sživot)\\sjsem',
    'mi\\szměnil(?:o|a)?\\sživot',
    'změnil(?:o|a)?\\smi\\sživot',
    'nečekal(?:a)?\\sjsem',
    'vyzkoušel(?:a)?\\sjsem',
    'používám\\s(?:ho|ji|je|to|tohle)',
    'jsem\\s(?:z\\s(?:toho|něj|ní)\\s)?nadšen\\p{L}*',
  ],
  pl: [
    'pamiętam',
    'dorastał(?:am|em)',
    'kiedy\\sbył(?:am|em)',
    'nazywam\\ssię',
    'mam\\sna\\simię',
    'nie\\s(?:sądziłam|sądziłem|spodziewałam|spodziewałem)',
    'zmienił(?:o|a)?\\smoje\\sżycie',
    'używam\\s(?:go|jej|ich|tego)',
    'przetestowałam',
    'jestem\\szachwycon[ay]',
  ],
  tr: [
    'hayatımı\\sdeğiştirdi',
    'bayıldım',
    'hiç\\sdüşünmemiştim',
    'beklemiyordum',
    'kullanıyorum',
    'hatırlıyorum',
    'büyüdüm',
    'küçükken',
    'benim\\sadım',
  ],
  sv: [
    'jag\\sminns',
    'jag\\sväxte\\supp',
    'när\\sjag\\s(?:var|började)',
    'jag\\sheter',
    'mitt\\snamn\\sär',
    'förändrade\\smitt\\sliv',
    'jag\\sälskar\\s(?:den|dem|det)',
    'jag\\strodde\\saldrig',
    'jag\\shar\\sanvänt',
    'jag\\stestade',
    'jag\\sär\\s(?:så\\s)?(?:nöjd|förälskad)',
  ],
  ja: ['使ってみた', '半信半疑', '正直', 'リピート'],
  ar: ['ما\\sتوقعت', 'لم\\sأتوقع', 'أتذكر', 'اسمي', 'عندما\\sكنت'],
}

/**
 * A pain, worry, frustration, threat, crisis or injustice the audience has, named by word family:
 * tired of / fed up, struggling, can't sleep, worried / afraid, stress, pain, too expensive / rising
 * prices, shortage, inflation, unemployment, poverty, homelessness, danger / threat, crisis, problem,
 * injustice / unfair / discrimination / rights denied, terror attacks, and everyday pains: loneliness,
 * debts, waiting lists, lost jobs, hunger, unaffordable homes, the body's (acne, hair loss, snoring). "No problem" and "problem solved" name
 * none: hooks.ts drops a problem word after a negation or before "solved", a crisis of the
 * government or of politics (the politicians' trouble, not the audience's), and a threat word that
 * names whom to protect ("chránit ohrožené skupiny"). Violence, crime, racism or a party's failings
 * are not listed: an opening that names them is as often a slogan ("Stop the violence!"), one
 * person's news story or a stance as a pain the audience has.
 */
const PROBLEM: Phrases = {
  en: [
    // A price rise that lands on people ("Dražší benzín pro řidiče", "pricier petrol", "duurdere boodschappen").
    'pricier',
    'higher\\s(?:prices|rents|bills|energy\\sbills|taxes)',
    'tired\\sof',
    'sick\\sof',
    'fed\\sup',
    'struggl(?:e|es|ing)\\s(?:with|to)',
    'problems?',
    'crisis',
    'worr(?:ied|ies|ying)',
    '(?:afraid|scared)\\sof',
    'fear(?:s|ful)?\\s(?:of|for|that)',
    "can['’]t\\s(?:sleep|stop|afford|find|pay)",
    'no\\smore',
    'dealing\\swith',
    'suffer(?:s|ing)?\\sfrom',
    'stress(?:ed|ful)',
    'stress\\s(?:of|at|from)',
    'anxi(?:ety|ous)',
    'pain(?:ful)?',
    'too\\sexpensive',
    'unaffordable',
    '(?:rising|soaring|skyrocketing)\\s(?:prices|costs|rents?|bills)',
    'cost\\sof\\sliving',
    'shortages?',
    'danger(?:s|ous)?',
    'threat(?:s|ens|ened)?',
    'frustrat(?:ed|ing)',
    'exhausted',
    'overwhelmed',
    'sleepless',
    'insomnia',
    'inflation',
    'unemployment',
    'poverty',
    'homelessness',
    // Everyday pains: loneliness, debts, waiting lists, lost jobs, hunger, and the body's own.
    'homeless',
    'lonel(?:y|iness)',
    'debts?(?![-‐]free)',
    'waiting\\s(?:lists?|times)',
    'job\\slosses',
    'layoffs',
    'lost\\s(?:their|our|your|my)\\s(?:jobs?|homes?|savings)',
    'hunger|starving',
    'acne|wrinkles|hair\\sloss|snoring|bloating|dry\\sskin|breakouts',
    // Injustice done to the audience, and attacks on people.
    'injustices?',
    'unfair(?:ly)?',
    'discriminat(?:ion|ed|es|ing)',
    'denied\\s(?:\\p{L}+\\s){0,2}rights',
    'treated\\slike\\s(?:animals|dogs|slaves|criminals|second-class)',
    '(?:bomb|terror|terrorist|suicide|knife)\\sattacks?',
    '(?:car|suicide|roadside)\\sbombings?',
  ],
  es: [
    'cansad[oa]s?\\sde',
    'hart[oa]s?\\sde',
    'problemas?',
    'crisis',
    'te\\scuesta',
    'sufres\\sde',
    'lidiando\\scon',
    'preocupad[oa]s?',
    'miedo\\sa',
    'tem(?:or|emos)\\s(?:a|de|que)',
    'estrés',
    'estresad[oa]s?',
    'dolor(?:es)?\\sde',
    'demasiado\\scar[oa]s?',
    'subida\\sde\\s(?:precios|la\\sluz|los\\salquileres)',
    'escasez',
    'peligros[oa]s?',
    'amenaza',
    'no\\spuedes\\sdormir',
    'agotad[oa]s?',
    'insomnio',
    'inflación',
    'desempleo',
    'pobreza',
    'injusticias?',
    'injust[oa]s?',
    'discriminaci[oó]n|discriminad[oa]s?',
    'atentados?',
    'deudas',
    'listas?\\sde\\sespera',
    'despidos',
    'sin\\shogar|sinhogarismo',
    'hambre',
    'impagables?|inasequibles?',
    'acné|arrugas|caída\\sdel\\scabello|ronquidos|hinchazón|piel\\sseca',
  ],
  pt: [
    'aumento\\sdos\\spreços',
    'cansad[oa]s?\\sde',
    'problemas?',
    'crise',
    'sofre\\scom',
    'preocupad[oa]s?',
    'medo\\sde',
    'tem(?:or|emos)\\s(?:de|que)',
    'estresse',
    'estressad[oa]s?',
    'dor(?:es)?\\s(?:de|nas?|nos?)',
    'caro\\sdemais',
    'alta\\sdos\\spreços',
    'escassez',
    'perigos[oa]s?',
    'ameaça',
    'não\\sconsegue\\sdormir',
    'exaust[oa]s?',
    'chega\\sde',
    'insônia',
    'inflação',
    'desemprego',
    'pobreza',
    'injustiças?',
    'injust[oa]s?',
    'discriminação|discriminad[oa]s?',
    'atentados?',
    'dívidas',
    '(?:listas?|filas?)\\sde\\sespera',
    'demissões',
    'sem-abrigo|sem\\steto',
    'fome',
    'solidão',
    'acne|rugas|queda\\sde\\scabelo|ronco|inchaço|pele\\sseca',
  ],
  fr: [
    'hausse\\sdes\\s(?:prix|loyers|impôts|taxes)',
    'marre\\sde',
    'fatigué(?:e)?s?\\sde',
    'problèmes?',
    'crise',
    'galère',
    'en\\savoir\\sassez',
    'inquiet(?:e|s|es)?',
    'inquiétude',
    'peur\\sde',
    'craign(?:ez|ons)|crainte',
    'stressé(?:e|s|es)?',
    'le\\sstress',
    'douleurs?',
    'trop\\scher',
    '(?:hausse|flambée)\\sdes\\sprix',
    'pénurie',
    'dangere(?:ux|use)',
    'menace',
    'épuisé(?:e)?s?',
    'insomnie',
    "n['’]arrive(?:z)?\\spas\\sà\\sdormir",
    'inflation',
    'chômage',
    'pauvreté',
    'injustices?',
    'injustes?',
    'discriminations?|discriminé(?:e)?s?',
    'attentats?',
    'dettes',
    "(?:listes?|délais)\\sd['’]attente",
    'licenciements',
    'sans-abri',
    'la\\sfaim',
    'isolement',
    'inabordables?',
    'acné|chute\\sdes\\scheveux|ronflements?|ballonnements|peau\\ssèche',
  ],
  de: [
    'teurer(?:e|es)?',
    'höhere\\s(?:Preise|Mieten|Kosten|Steuern)',
    '\\p{L}*Probleme?',
    'genervt',
    'satt\\s(?:von|davon)',
    '\\p{L}*[Kk]rise',
    'leidest\\sdu',
    'kämpfst\\sdu\\smit',
    'genug\\svon',
    'keine\\sLust\\smehr',
    'es\\sleid',
    'Sorgen\\s(?:um|über|wegen)',
    'besorgt',
    'Angst\\svor',
    'fürchte(?:n|t|st)?',
    'Stress\\s(?:im|mit|bei)',
    'gestresst',
    '\\p{L}*[Ss]chmerzen',
    'zu\\steuer',
    'steigende\\s(?:Preise|Mieten|Kosten)',
    '\\p{L}*mangel',
    'Gefahr',
    'gefährlich',
    'Bedrohung',
    'erschöpft',
    'nicht\\sschlafen',
    'schlaflos\\p{L}*',
    'Inflation',
    'Arbeitslosigkeit',
    // Also in compounds: Kinderarmut, Altersarmut, energiearmoede, barnfattigdom. Listed, not read
    // as a word's end: an ending that starts with a common letter is looked up at every one.
    '(?:Kinder|Alters|Energie|Frauen)?[Aa]rmut',
    'Wohnungsnot|\\p{L}*[Nn]otstand',
    'Ungerechtigkeit(?:en)?',
    'ungerecht\\p{L}*',
    'Diskriminierung|diskriminiert',
    '(?:Terror|Bomben)?[Aa]nschl[aä]ge?',
    'Schulden',
    'Warte(?:zeiten|listen)',
    'Stellenabbau|Entlassungen|Jobverlust\\p{L}*',
    'Obdachlos\\p{L}*',
    'Hunger',
    'Einsamkeit|einsam',
    'unbezahlbar\\p{L}*',
    'Akne|Falten|Haarausfall|Schnarchen|Blähungen|trockene\\sHaut',
  ],
  it: [
    'rincar[io]',
    'aumento\\sdei\\sprezzi',
    'stanc[oa]\\sdi',
    'problemi?',
    'crisi',
    'stuf[oa]\\sdi',
    'preoccupat[oaie]',
    'paura\\sdi',
    'tem(?:ono|iamo)',
    'stressat[oaie]',
    'lo\\sstress',
    'dolor[ei]',
    'troppo\\scar[oaie]',
    'rincari',
    'aumento\\sdei\\sprezzi',
    'carenza',
    'pericol(?:o|i|os[oaie])',
    'minaccia',
    'non\\sriesci\\sa\\sdormire',
    'esaust[oaie]',
    'insonnia',
    'inflazione',
    'disoccupazione',
    'povertà',
    'ingiustizi[ae]',
    'ingiust[oaie]',
    'discriminazion[ei]|discriminat[oaie]',
    'attentat[oi]',
    'debiti',
    "liste\\sd['’]attesa",
    'licenziamenti',
    'senzatetto',
    'solitudine',
    'acne|rughe|caduta\\sdei\\scapelli|gonfiore|pelle\\ssecca',
  ],
  nl: [
    'duurder(?:e)?',
    'hogere\\s(?:prijzen|huren|lasten|energierekening|belastingen)',
    '\\p{L}*problee?m(?:en)?',
    '\\p{L}*crisis',
    '\\p{L}+nood',
    'last\\svan',
    'moe\\svan',
    'klaar\\smet',
    'worstel\\p{L}*\\smet',
    '(?:ben\\sje|bent\\su)\\s(?:het\\s)?zat',
    'het\\sbeu',
    'zorgen\\sover',
    '(?:maak\\sje|maakt\\su)\\s(?:je|u)\\szorgen',
    'bezorgd',
    '(?:bang|angst)\\svoor',
    'vre(?:es|zen)\\s(?:voor|dat)',
    'gestrest',
    'stressvol',
    'pijn',
    'te\\sduur',
    'stijgende\\s(?:prijzen|kosten|huren)',
    '\\p{L}*tekort(?:en)?',
    'gevaar(?:lijk|lijke)?',
    'bedreig\\p{L}*',
    'uitgeput',
    'slapeloos\\p{L}*',
    'niet\\sslapen',
    'inflatie',
    'werkloosheid',
    '(?:kinder|energie|ouderen)?armoede',
    'onrecht(?:vaardig\\p{L}*)?',
    'oneerlijk\\p{L}*',
    'discriminatie|gediscrimineerd',
    '(?:terreur|bom)aanslag(?:en)?',
    'schulden',
    'wachtlijst\\p{L}*|wachttijden',
    'banenverlies|ontslagen',
    'dakloos\\p{L}*',
    'honger',
    'eenza(?:a|m)\\p{L}*',
    'onbetaalbaar\\p{L}*',
    'overlast',
    'acne|rimpels|haaruitval|snurken|droge\\shuid',
  ],
  cs: [
    'dražší',
    'zdražování',
    'zdražení',
    'problém\\p{L}*',
    'kriz[ei]',
    'trápí',
    'zneklidňuje',
    'nemůžete\\sspát',
    '(?:už\\s)?(?:vás|tě)\\snebaví',
    'máte\\sdost',
    'nedostat(?:ek|ku|kem|kové|kový|ková)',
    'nemají\\sdost',
    'obav(?:y|ám)',
    'strach',
    'bojí(?:te|me|m)?\\sse',
    'obávají\\p{L}*|obáváme',
    'nechc(?:i|eme),?\\saby',
    'stres(?!s)\\p{L}*',
    'bolest\\p{L}*',
    'příliš\\sdrah\\p{L}*',
    'drahot[aěou]',
    'zdražování',
    'nebezpeč\\p{L}*',
    'hrozb[ayu]',
    'ohrožen\\p{L}*',
    'vyčerpan\\p{L}*',
    'nespavost',
    'inflac[ei]',
    'nezaměstnanost\\p{L}*',
    'chudob[auy]',
    'nespravedl\\p{L}*',
    'diskrimin\\p{L}*',
    'teroristick\\p{L}*\\sútok\\p{L}*',
    'atentát\\p{L}*',
    'dluh(?:y|ů)',
    'čekací\\s(?:lhůt\\p{L}*|dob\\p{L}*|list\\p{L}*)',
    'propouštění',
    'bezdomovectví|bezdomovc\\p{L}*',
    'hlad(?:ov\\p{L}*)?',
    'osamělost\\p{L}*|osamělí',
    'nedostupn\\p{L}*\\s(?:bydlení|byty|nájmy)',
    'akné|vrásk\\p{L}*|vypadávání\\svlasů|chrápání|nadýmání|suchá\\spleť',
  ],
  pl: [
    'droższ(?:y|a|e)',
    'podwyżk(?:a|i)\\scen',
    'problem\\p{L}*',
    'kryzys',
    'masz\\sdość',
    'zmęczon[ay]',
    'martwi\\p{L}*',
    'boisz\\ssię',
    'boimy\\ssię|obawy|obawia\\p{L}*',
    'stres(?!s)\\p{L}*',
    'ból\\p{L}*',
    'za\\sdrogo',
    'drożyzn\\p{L}*',
    'rosnące\\sceny',
    'niedob(?:ór|oru)',
    'niebezpiecz\\p{L}*',
    'zagrożeni\\p{L}*',
    'nie\\smożesz\\sspać',
    'wyczerpan\\p{L}*',
    'bezsenność',
    'inflacj[aię]',
    'bezroboci[ea]',
    'bieda',
    'ubóstw[oa]',
    'niesprawiedliw\\p{L}*',
    'dyskrymin\\p{L}*',
    'zamach\\p{L}*',
    'długi|zadłużeni\\p{L}*',
    'kolejki\\sdo',
    'zwolnienia',
    'bezdomn\\p{L}*',
    'głód',
    'samotność',
    'nie\\sstać\\s(?:nas|cię|mnie|ich|was)',
    'trądzik|zmarszcz\\p{L}*|wypadanie\\swłosów|chrapanie|wzdęcia|sucha\\sskóra',
  ],
  tr: [
    'daha\\spahalı',
    'zamlar',
    'sorun\\p{L}*',
    'kriz\\p{L}*',
    'bıkt\\p{L}*',
    'yoruldun',
    'endişe\\p{L}*',
    'korkuyor\\p{L}*',
    'stres(?!s)\\p{L}*',
    'ağrı\\p{L}*',
    'çok\\spahalı',
    'pahalılık',
    'kıtlı\\p{L}*',
    'tehlike\\p{L}*',
    'tehdit\\p{L}*',
    'uyuyamıyor\\p{L}*',
    'uykusuzluk',
    'enflasyon\\p{L}*',
    'işsizlik',
    'yoksulluk',
    'adaletsiz\\p{L}*',
    'haksızlı\\p{L}*',
    'ayrımcılı\\p{L}*',
    '(?:terör|bombalı)\\ssaldırı\\p{L}*',
    'borç\\p{L}*',
    'bekleme\\ssüre\\p{L}*',
    'işten\\sçıkarma\\p{L}*',
    'evsiz\\p{L}*',
    'açlık',
    'yalnızlık',
    'akne|sivilce|kırışıklı\\p{L}*|saç\\sdökülmesi|horlama|şişkinlik|kuru\\scilt',
  ],
  sv: [
    'dyrare',
    'höjda\\s(?:priser|hyror)',
    'problem\\p{L}*',
    'kris',
    'trött\\spå',
    'less\\spå',
    'orolig',
    'rädd\\sför',
    'rädsla(?:n)?|rädda\\sför',
    'stressad\\p{L}*',
    'stressen',
    'ont\\si',
    'smärt\\p{L}*',
    'för\\sdyr\\p{L}*',
    'stigande\\spriser',
    '\\p{L}*brist(?:en)?',
    'farlig\\p{L}*',
    'kan\\sdu\\sinte\\ssova',
    'utmattad',
    'sömnlös\\p{L}*',
    'inflation(?:en)?',
    'arbetslöshet(?:en)?',
    '(?:barn|energi)?fattigdom(?:en)?',
    'orättvi\\p{L}*',
    'diskrimin\\p{L}*',
    'terror(?:dåd|attack)\\p{L}*',
    'skulder',
    'vårdköer(?:na)?|väntetider(?:na)?',
    'varsel',
    'hemlös\\p{L}*',
    'svält',
    'ensamhet(?:en)?',
    'akne|rynkor|håravfall|snarkning|uppblåsthet|torr\\shud',
  ],
  ja: [
    '悩み',
    'お困り',
    '問題',
    'ストレス',
    '不安',
    '疲れ',
    '痛み',
    '高すぎ',
    '値上げ',
    '危険',
    '眠れない',
    '心配',
    '不公平',
    '差別',
  ],
  ar: ['مشكلة', 'مشاكل', 'أزمة', 'تعبت\\sمن', 'قلق', 'خطر', 'ألم', 'ارتفاع\\sالأسعار', 'ظلم', 'تمييز'],
}

/** After these the problem word names none ("no problem", "kein Problem", "žádný problém"). */
export const NO_PROBLEM_BEFORE =
  'no|not|never|without|zero|kein|keine|keinen|ohne|geen|zonder|pas\\sde|sans|aucun|aucune|sin|ningún|ninguna|sem|nenhum|nessun|senza|žádný|žádné|žádná|bez|żadnych|żadnego|inga|inget|utan'

/**
 * A crisis of the government or of politics, before the crisis word ("vládní krize", "political
 * crisis", "zahraničně-politické krize") or after it ("crise politique", "crisis de gobierno"), or as
 * a compound's start ("Regierungskrise", "kabinetscrisis"): the politicians' trouble, not a pain the
 * audience has. The crisis words are those of PROBLEM.
 */
export const CRISIS_WORD =
  'kriz|krize|krizi|crisis|crise|crisi|krise|kris|kryzys|kriz\\p{L}*|\\p{L}+(?:krise|crisis|kris)'
export const POLITICAL_BEFORE =
  'vládní|koaliční|politick\\p{L}*|government|governmental|political|cabinet|coalition|constitutional|politische[nrm]?|Regierungs|politieke|kabinets|rządow\\p{L}*|polityczn\\p{L}*|koalicyjn\\p{L}*|hükümet|siyasi|politiska|regerings'
export const POLITICAL_AFTER =
  'politique|gouvernementale|ministérielle|política|de\\sgobierno|de\\sgoverno|di\\sgoverno|politica|rządowy|polityczny'
/** A compound naming the government's or politics' crisis. */
export const POLITICAL_COMPOUND = 'regierungs|koalitions|kabinets|regerings|politieke'

/** Words of protecting: a threat word right after them names whom to protect, not a threat ("protect vulnerable groups"). */
export const PROTECT_BEFORE =
  'protect|protecting|protects|chránit|chrání|ochrana|ochranu|ochraně|schützen|schützt|Schutz|beschermen|beschermt|bescherming|protéger|protège|proteger|protege|proteggere|protegge|chronić|chroni|ochrona|korumak|korur|skydda|skyddar'

/**
 * A problem word a few words after one of these is the object of a demand, a promise or a fight
 * ("Stop the housing crisis", "Weg met de wooncrisis", "we solve the problem", "gegen Armut"), or
 * the topic of a talk or a programme ("o rostoucích cenách a inflaci", "a debate about poverty"):
 * the hook does not present the pain as endured (issue 35's refinement of problem).
 */
export const DEMAND_BEFORE =
  'against|gegen|tegen|proti|contre|contra|contro|przeciw|karşı|mot|stop|stopt|stoppen|stoppt|stoppa|end|ending|fight|fighting|tackle|tackling|beat|solve|solves|solving|fix|weg\\smet|bestrijden|bestrijding|aanpakken|oplossen|bekämpfen|bekämpft|lösen|löst|zastavme|zastavit|zastavíme|řešit|řeší|vyřešit|vyřešíme|combattre|résoudre|luchar\\scontra|resolver|combattere|risolvere|combater|walczyć\\sz|walczymy\\sz|rozwiązać|rozwiążemy|çözmek|çözeceğiz|bekämpa|lösa'
/** …or a few words before a verb of ending it, where the verb comes last ("de armoede bestrijden", "X must go"). */
export const DEMAND_AFTER =
  'bestrijden|aanpakken|oplossen|stoppen|moet\\sweg|moet\\sstoppen|bekämpfen|beenden|lösen|muss\\sweg|muss\\saufhören|must\\s(?:go|end|stop)|has\\sto\\s(?:go|end|stop)|zastavit|řešit|vyřešit|musí\\sskončit|bekämpa|stoppa|lösa|måste\\sbort'
export const TOPIC_BEFORE = 'about|über|sur|sobre|sul|sulla|over|om|hakkında|na\\stéma'

/** Before these the problem word names none: it is solved ("problem solved", "Problem gelöst"). */
export const PROBLEM_SOLVED =
  'solved|fixed|gelöst|behoben|opgelost|résolu|résolue|réglé|resuelto|resolvido|risolto|vyřešen\\p{L}*|rozwiązan\\p{L}*|çözüldü|yok|löst|fritt|free|frei|vrij'

/**
 * Others' approval told as a named person's vote or support: "Sandor stemt Julian", "Also Jane Doe
 * votes for Anna", "Petr Novák podporuje …". Read in hooks.ts only after a name that opens the hook
 * and before a name (capitalised words, read case by case): "PVV stemt tegen het plan" and "TOP 09
 * podporuje migraci" report a vote or a stance, and "I vote" is the speaker's own. Turkish puts the
 * verb last and is left out.
 */
export const ENDORSEMENT: Phrases = {
  en: ['votes\\sfor', 'is\\svoting\\sfor', 'endorses', 'supports', 'backs', 'stands\\swith'],
  es: ['vota\\s(?:a|por)', 'apoya\\sa'],
  pt: ['vota\\sem', 'apoia'],
  fr: ['vote\\spour', 'soutient'],
  de: ['wählt', 'unterstützt', 'stimmt\\sfür'],
  it: ['vota(?:\\sper)?', 'sostiene'],
  nl: ['stemt(?:\\sook)?(?:\\sop)?', 'kiest(?:\\sook)?\\svoor', 'steunt'],
  cs: ['volí', 'podporuje', 'dává\\shlas'],
  pl: ['głosuje\\sna', 'popiera'],
  sv: ['röstar\\spå', 'stöder', 'stödjer'],
}
/** Words that may stand before the name: "Ook Marga Bult stemt…", "Also Jane…". */
export const ALSO = 'also|too|ook|auch|aussi|también|também|anche|také|też|även'

/** Phrases of the hooks read by words alone. */
export const HOOK_PHRASES: Record<Exclude<Hook, 'question' | 'number'>, Phrases> = {
  'call-out': CALL_OUT,
  'social-proof': SOCIAL_PROOF,
  urgency: URGENCY,
  curiosity: CURIOSITY,
  'how-to': HOW_TO,
  'before-after': BEFORE_AFTER,
  testimonial: TESTIMONIAL,
  problem: PROBLEM,
}

/**
 * Spelled-out counts from two up. A count in words carries the opening's claim when it leads the
 * opening ("Three reasons", "Nine protesters were arrested") or counts out a list ("… üç nedeni");
 * inside a sentence it is as often a figure of speech or a side count ("in a hundred lifetimes",
 * "shot by two officers", "The Hundred Co"): hooks.ts reads these two places only.
 */
export const NUMBER_WORDS: Phrases = {
  en: ['two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred'],
  es: ['dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|veinte|cien'],
  pt: ['dois|duas|três|quatro|cinco|seis|sete|oito|nove|dez|doze|vinte|cem'],
  fr: ['deux|trois|quatre|cinq|six|sept|huit|neuf|dix|douze|vingt'],
  de: ['zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|zwanzig|hundert'],
  it: ['tre|quattro|cinque|sette|otto|nove|dieci|dodici|venti|cento'],
  nl: ['twee|drie|vier|vijf|zes|zeven|acht|negen|twaalf|twintig|honderd'],
  cs: ['dva|dvě|tři|čtyři|pět|šest|sedm|osm|devět|deset|dvanáct|dvacet'],
  pl: ['dwa|dwie|trzy|cztery|pięć|sześć|siedem|osiem|dziewięć|dziesięć|dwanaście|dwadzieścia'],
  tr: ['iki|üç|dört|beş|altı|sekiz|dokuz|yirmi'],
  sv: ['två|tre|fyra|fem|sju|åtta|nio|tio|tolv|tjugo|hundra'],
  ar: ['ثلاثة|أربعة|خمسة|ستة|سبعة|ثمانية|تسعة|عشرة'],
}

/** Many of something, in words: a count wherever it stands ("Hundreds of students", "miljoenen dieren"). */
export const QUANTITY_WORDS: Phrases = {
  en: ['dozens|hundreds|thousands|millions'],
  es: ['decenas|cientos|miles\\sde|millones'],
  pt: ['dezenas|centenas|milhares|milhões'],
  fr: ['dizaines|centaines|milliers|millions'],
  de: ['Dutzende|Hunderte|Tausende|Millionen'],
  it: ['decine|centinaia|migliaia|milioni'],
  nl: ['tientallen|honderden|duizenden|miljoenen'],
  cs: ['desítky|stovky|tisíce|miliony'],
  pl: ['dziesiątki|setki|tysiące|miliony'],
  tr: ['onlarca|yüzlerce|binlerce|milyonlarca'],
  sv: ['tiotals|hundratals|tusentals|miljontals'],
  ar: ['آلاف|ملايين'],
}

/** What a list counts out, after its count: "Three reasons", "Drei Gründe", "üç nedeni", "tři důvody". */
export const LIST_WORDS =
  'reasons|ways|things|tips|steps|facts|secrets|signs|mistakes|myths|questions|lessons|rules|ideas|points|Gründe|Wege|Dinge|Tipps|Schritte|Fakten|Geheimnisse|Fehler|Fragen|Regeln|Ideen|Punkte|razones|motivos|formas|maneras|cosas|consejos|pasos|datos|secretos|errores|preguntas|puntos|razões|coisas|dicas|passos|fatos|segredos|erros|perguntas|ideias|pontos|raisons|façons|choses|conseils|astuces|étapes|faits|erreurs|idées|motivi|ragioni|modi|cose|consigli|passi|fatti|segreti|errori|domande|idee|punti|redenen|manieren|dingen|stappen|feiten|geheimen|fouten|vragen|ideeën|punten|důvod\\p{L}*|způsob\\p{L}*|věc\\p{L}*|krok\\p{L}*|fakt\\p{L}*|chyb\\p{L}*|otáz\\p{L}*|bod\\p{L}*|powod\\p{L}*|sposob\\p{L}*|rzecz\\p{L}*|wskazów\\p{L}*|błęd\\p{L}*|pytań|pytania|punkt\\p{L}*|nedeni?|sebebi?|yol|şey|ipucu|adım|gerçek|hata|soru|anledningar|skäl|sätt|saker|steg|fakta|hemligheter|misstag|frågor|idéer|punkter|أسباب|طرق|أشياء|نصائح|خطوات'

/** Units of time: "two weeks" or "24 hours" tells how long, not how many; "7 pm", "19 Uhr" tell when. */
export const TIME_UNITS =
  "am|pm|a\\.m\\.|p\\.m\\.|o['’]clock|Uhr|h|seconds?|minutes?|hours?|days?|weeks?|months?|years?|Sekunden|Minuten|Stunden|Tage[n]?|Wochen|Monate[n]?|Jahre[n]?|secondes|minutes|heures|jours|semaines|mois|ans|années|segundos|minutos|horas|días|dias|semanas|meses|años|anos|secondi|minuti|ore|giorni|settimane|mesi|anni|seconden|minuten|uur|uren|dagen|weken|maanden|jaar|jaren|sekund|minut|hodin\\p{L}*|dn[ıií]\\p{L}*|týdn\\p{L}*|měsíc\\p{L}*|let|lety|letech|roků|lat|latach|godzin\\p{L}*|tygodni\\p{L}*|miesięcy|saniye|dakika|saat|gün|hafta|ay|yıl|sekunder|minuter|timmar|dagar|veckor|månader|år"

/**
 * Words that make the figure after them a place in a list or a series, or part of a name, not a
 * count: ranks ("plaats 7", "nr. 2", "No. 1"), parts and episodes ("Chapter 3", "Folge 3", "Díl 3"),
 * articles of law ("Article 50", "Proposition 22"), roads ("Route 66"), models ("Model 3", "Windows
 * 11") and "COVID 19".
 */
export const RANK_WORDS =
  'number|no|nr|nummer|plaats|plek|punt|actiepunt|lijst|list|place|rank|Platz|numéro|n°|número|numero|posto|číslo|místo|numer|miejsce|sıra|numara|plats|vol|point|chapter|part|episode|season|series|article|section|paragraph|amendment|proposition|prop|bill|route|highway|interstate|model|version|level|phase|stage|covid|windows|xbox|galaxy|pixel|kapitola|část|díl|série|článek|paragraf|Kapitel|Teil|Folge|Staffel|Artikel|Runde|hoofdstuk|aflevering|seizoen|ronde|fase|chapitre|partie|épisode|saison|capítulo|parte|episodio|temporada|artículo|capitolo|stagione|articolo|rozdział|część|odcinek|sezon|artykuł|bölüm|madde|avsnitt|säsong|kapitel'

/**
 * Groups a call-out names by who they are, in each language, as lower-case words: people by role,
 * family, sport, hobby, belief, citizenship or city ("Amsterdammers!", "Pražané,"), and the heads
 * of "<pet> owners", "amoureux de <thing>".
 * Read by audience.ts first thing ("Moms,"), after a greeting ("Liebe Gamer"), after "for"
 * ("voor ondernemers") or after "attention".
 */
export const GROUP_WORDS: readonly string[] = [
  // English
  ...'moms mums mommies mamas dads parents runners gamers students nurses teachers entrepreneurs founders freelancers creators marketers developers designers athletes cyclists golfers drivers travelers travellers gardeners photographers homeowners retirees seniors veterans women ladies men gentlemen families couples brides farmers voters citizens americans patriots neighbors neighbours owners lovers fans brothers sisters christians conservatives liberals democrats republicans texans californians floridians elderly pensioners youngsters teens teenagers millennials boomers renters tenants workers employees nurses doctors caregivers carers truckers hunters believers widows grandparents grandmas grandpas patients'.split(
    ' ',
  ),
  // German
  ...'mütter mamas väter papas eltern läufer läuferinnen gamer gamerinnen studierende studenten lehrer lehrerinnen unternehmer unternehmerinnen gründer gründerinnen selbstständige frauen männer senioren rentner familien bürger bürgerinnen wähler wählerinnen nachbarn jugendliche azubis pflegekräfte pflegerinnen mieter mieterinnen arbeitnehmer beschäftigte landwirte bauern pendler patienten patrioten gläubige großeltern alleinerziehende'.split(
    ' ',
  ),
  // French
  ...'mamans papas parents coureurs joueurs étudiants étudiantes infirmières enseignants entrepreneuses indépendants femmes hommes familles citoyens électeurs voisins propriétaires amoureux retraités seniors aînés jeunes locataires travailleurs salariés agriculteurs infirmiers patriotes croyants'.split(
    ' ',
  ),
  // Spanish, Portuguese
  ...'mamás madres papás padres corredores estudiantes emprendedores emprendedoras autónomos mujeres hombres familias ciudadanos votantes vecinos dueños amantes jubilados jóvenes inquilinos trabajadores agricultores enfermeras enfermeros maestros profesores patriotas creyentes abuelos mães mamães pais estudantes empreendedores empreendedoras mulheres homens famílias cidadãos eleitores vizinhos donos idosos aposentados jovens inquilinos trabalhadores agricultores enfermeiros enfermeiras professores fiéis avós'.split(
    ' ',
  ),
  // Italian
  ...'mamme genitori papà studenti imprenditori imprenditrici donne uomini famiglie cittadini elettori proprietari anziani pensionati giovani inquilini lavoratori agricoltori infermieri insegnanti patrioti credenti nonni'.split(
    ' ',
  ),
  // Dutch
  ..."moeders mama's vaders papa's ouders ondernemers zzp'ers hardlopers leraren vrouwen mannen gezinnen boeren kiezers inwoners buurtbewoners nederlanders amsterdammers rotterdammers hagenaars utrechters eindhovenaren groningers tilburgers almeerders bredanaars nijmegenaren haarlemmers ouderen senioren gepensioneerden jongeren studenten scholieren huurders huiseigenaren werknemers werkenden verpleegkundigen zorgmedewerkers docenten mantelzorgers agrariërs vissers automobilisten patiënten patriotten gelovigen grootouders alleenstaanden".split(
    ' ',
  ),
  // Czech, Polish
  ...'spoluobčané pražané brňané ostravané plzeňané moravané maminky mámy rodiče tátové podnikatelé živnostníci ženy muži senioři důchodci řidiči rodiny občané voliči sousedé majitelé pejskaři řidiče muže samoživitelky pacienti pacienty seniory seniora seniorům důchodce důchodcům mladí mladé studenty studentům rodičům živnostníky živnostníkům podnikatele podnikatelům nájemníci nájemníky zaměstnanci zaměstnance učitelé učitele lékaři zdravotníci zdravotníky sestry zemědělci zemědělce vlastenci vlastence věřící matky matkám otcové babičky dědečkové mamy rodzice ojcowie biegacze studenci przedsiębiorcy kobiety mężczyźni seniorzy rodziny kierowcy obywatele wyborcy sąsiedzi właściciele miłośnicy emeryci emerytów młodzi młodzieży studentów najemcy pracownicy pracowników nauczyciele pielęgniarki rolnicy rolników patrioci wierzący dziadkowie'.split(
    ' ',
  ),
  // Turkish, Swedish
  ...'anneler babalar ebeveynler koşucular öğrenciler girişimciler kadınlar aileler vatandaşlar seçmenler komşular sahipleri severler emekliler gençler kiracılar çalışanlar işçiler öğretmenler hemşireler çiftçiler yaşlılar mammor pappor föräldrar löpare studenter företagare kvinnor familjer medborgare väljare grannar pensionärer hyresgäster arbetare anställda lärare sjuksköterskor bönder patrioter troende'.split(
    ' ',
  ),
]

/**
 * One member of a group, in lower case: read only after a greeting ("Beste ondernemer,") or "as"
 * with "you" after it ("As a business owner, you…"), never after "for", where "for student loans"
 * names a thing.
 */
export const GROUP_MEMBERS: readonly string[] = [
  ...'mom mum dad parent runner gamer student nurse teacher entrepreneur founder freelancer driver homeowner renter tenant senior retiree veteran farmer voter citizen patriot owner lover fan worker employee caregiver'.split(
    ' ',
  ),
  ..."ondernemer ouder huurder huiseigenaar student boer kiezer inwoner zzp'er werknemer mantelzorger verpleegkundige docent leraar gepensioneerde".split(
    ' ',
  ),
  ...'unternehmer unternehmerin mieter mieterin elternteil wähler wählerin bürger bürgerin rentner rentnerin lehrer lehrerin arbeitnehmer studentin mutter vater'.split(
    ' ',
  ),
  ...'parent entrepreneur locataire propriétaire retraité retraitée électeur électrice citoyen citoyenne étudiant étudiante maman papa'.split(
    ' ',
  ),
  ...'emprendedor emprendedora padre madre inquilino jubilado votante ciudadano ciudadana estudiante empreendedor empreendedora aposentado eleitor cidadão estudante mãe pai'.split(
    ' ',
  ),
  ...'imprenditore imprenditrice genitore inquilino pensionato elettore cittadino studente mamma papà'.split(
    ' ',
  ),
  ...'podnikatel podnikatelka rodič řidič řidiči senior důchodce volič voliči občan nájemník zaměstnanec rodzic przedsiębiorca kierowca emeryt wyborca najemca rodzicem przedsiębiorcą kierowcą emerytem studentem studentką najemcą'.split(
    ' ',
  ),
  ...'girişimci ebeveyn emekli seçmen kiracı öğrenci företagare förälder pensionär väljare hyresgäst'.split(
    ' ',
  ),
]

/**
 * Asking the reader whether they are one of a group, in lower case: "Ben jij…", "Jste…", "¿Eres…".
 * French "Êtes-vous" is two words joined by a hyphen, which the opening's reading stops at.
 */
export const ARE_YOU: readonly string[] = [
  'are you',
  'ben je',
  'ben jij',
  'bent u',
  'bist du',
  'sind sie',
  'eres',
  'você é',
  'sei',
  'jste',
  'jsi',
  'jesteś',
  'är du',
]

/** "As" opening an address to one of a group: "As a parent, you…", "Als ondernemer wil je…". */
export const ADDRESSED_AS: readonly string[] = 'as als jako como come som'.split(' ')
/** The article of one ("a parent", "een ondernemer"). */
export const ONE_OF: readonly string[] = 'a an een ein eine un une uno una um uma en ett'.split(' ')
/** "You" after the member named, in each language: the reader is the one addressed. */
export const YOU: readonly string[] =
  "you you're your je jij u jouw du dich dir sie vous tu usted você vocês ty vy víte máte wiesz sen siz".split(
    ' ',
  )

/** Ends of compound group words: "Hundebesitzer", "koffieliefhebbers", "hundägare", "Fußballfans". */
export const GROUP_ENDINGS: readonly string[] = [
  'besitzer',
  'besitzerinnen',
  'liebhaber',
  'liebhaberinnen',
  'fans',
  'bezitters',
  'liefhebbers',
  'ägare',
  'älskare',
  'owners',
  'lovers',
]

/** Greetings a group's name follows ("Hey runners", "Liebe Gamer", "Hola mamás"), in lower case. */
export const GREETINGS: readonly string[] =
  'hey hi hello dear vážení vážené liebe lieber hallo chers chères salut queridos queridas hola olá oi cari care ciao beste lieve hoi milí drazí ahoj drodzy drogie kochane sevgili merhaba kära hej goedemorgen goedemiddag goedenavond bonjour bonsoir buongiorno buonasera günaydın welcome welkom willkommen bienvenue bienvenidos benvenuti witamy välkommen vítejte'.split(
    ' ',
  )

/**
 * Greetings of two words ("Good morning, dear patriots!", "Dobré ráno, milí senioři"): read like the
 * one-word ones, a group or a second greeting and a group after them.
 */
export const GREETING_PAIRS: readonly string[] = [
  'good morning',
  'good afternoon',
  'good evening',
  'guten morgen',
  'guten tag',
  'guten abend',
  'dobré ráno',
  'dobrý den',
  'dobrý večer',
  'buenos días',
  'buenas tardes',
  'bom dia',
  'boa tarde',
  'dzień dobry',
  'god morgon',
  'god kväll',
  'iyi akşamlar',
]

/**
 * "Also" opening the hook before a group: the group is told it is included ("Ook ouderen kunnen…",
 * "Also for seniors", "I senioři mohou…"). Czech and Slovak "i" is "also" here.
 */
export const ALSO_FIRST: readonly string[] = 'also ook auch aussi también também anche také i też även'.split(
  ' ',
)

/**
 * What a group is told it can do, right after it ("70+ers can also vote by post", "Senioren können
 * jetzt…"): what the ad offers them. Not "must" or "should": a demand about a group is its topic.
 */
export const GROUP_CAN: readonly string[] =
  'can may kunnen mogen können dürfen peuvent pueden podem possono mohou můžou mogą kan får'.split(' ')

/** Appeals for attention: the one to three words after, up to "!", "," or ":", are who is called. */
export const ATTENTION: readonly string[] = [
  'attention',
  'achtung',
  'atención',
  'atenção',
  'attenzione',
  'let op',
  'pozor',
  'uwaga',
  'dikkat',
  'obs',
]

/** Words after "attention" that call no one ("Attention please"). */
export const NOT_CALLED: readonly string[] = ['please', 'bitte', 'por', "s'il"]

/** Articles and "all", "every", "our" before a group, in lower case: "for the black women", "pour tous les parents". */
export const DETERMINERS: readonly string[] =
  'the all every each our your les tous toutes chaque nos vos aux de het alle elke onze jullie die der den jede unsere los las todos todas cada nuestros nuestras os as nossos nossas gli le i tutti tutte ogni nostri každého každou všechny naše naši wszystkich każdego naszych tüm bütün her alla varje våra'.split(
    ' ',
  )

/** "For" before a group, as a title names who it is for ("For busy parents", "voor ondernemers"). */
export const AUDIENCE_FOR =
  'for|für|pour|para|per|voor|pro|dla|för|to\\sall|aan\\salle|an\\salle|à\\stous|a\\stodos|a\\stutti|všem'

/**
 * An age written as one word with its figure, before a name, describes the person named ("21-year-old
 * Lane Durham", "de 17-jarige Sem", "der 80-jährige Peter"): an age in a name, not the opening's
 * claim. Before a common noun the age is the claim ("this gorgeous 86-year-old bride").
 */
export const AGE_IN_NAME =
  '-(?:years?|months?|weeks?)-old|-jarige?|-jährige?[nrsm]?|-årig[a]?|-letn\\p{L}+|-let[ýáé]|\\s+yaşındaki'

/** Words that make a duration an age, a count ("92 years old", "86 Jahre alt"). */
/**
 * Street words: a figure after a street ("Kalverstraat 92", "Hauptstraße 5", "Václavské náměstí 1")
 * or before one ("221 Baker Street") is an address. As word ends, to take compounds.
 */
export const STREET_ENDS =
  'straat|laan|gracht|plein|kade|singel|straße|strasse|str\\.|platz|gasse|allee|ulice|ulica|ul\\.|náměstí|třída|gatan|vägen|torget|sokak|sokağı|caddesi'
/** Streets named after the word ("rue de Rivoli 12", "Via Roma 10", "plac Zbawiciela 5"), either case. */
export const STREET_FIRST =
  '[Rr]ue|[Cc]alle|[Vv]ia|[Vv]iale|[Pp]iazza|[Cc]orso|[Rr]ua|[Aa]venida|[Pp]lac|[Aa]leja'
/** Streets named before the word, in English: "221 Baker Street". */
export const STREET_LAST =
  'Street|St\\.?|Avenue|Ave\\.?|Road|Rd\\.?|Boulevard|Blvd\\.?|Lane|Drive|Square|Place|Court'

export const AGE_AFTER = 'old|alt|oud|gammal|gamla|yaşında'

/** An opening on tomorrow: a countdown to the deadline ("Tomorrow is your last chance", "Morgen hebben alle…"). */
export const TOMORROW = 'tomorrow|morgen|demain|mañana|amanhã|domani|zítra|jutro|yarın|imorgon'

/** Verbs of saying after a quotation name who said it ("…" says Anna, „…“ říká Tomio Okamura). */
export const SAYS =
  'says|said|sagt|sagte|zegt|zei|dit|dice|dijo|diz|disse|říká|řekl\\p{L}*|mówi|powiedział\\p{L}*|diyor|dedi|säger|sa'

/**
 * Words of a person speaking, the first or second person, in each language but "I" (read in its
 * case, hooks.ts): a quotation that holds one is someone's words. Not the words another language
 * reads otherwise: French "je" and "ma" (Czech "is", Polish "has"), Turkish "ben" (a name in
 * English), Swedish "min" (minutes).
 */
export const PERSON_WORDS =
  "me|my|mine|we|us|our|you|your|ich|mich|mir|mein\\p{L}*|wir|uns|unser\\p{L}*|du|dich|dir|dein\\p{L}*|j['’]|moi|mon|mes|nous|notre|tu|vous|votre|yo|mi|mis|nosotros|nuestr[oa]s?|eu|meu|minha|nós|nosso|nossa|io|mio|mia|noi|ik|mij|mijn|wij|jij|jouw|já|jsem|jsme|můj|moje|naše|ja|jestem|jesteśmy|mój|nasz\\p{L}*|biz|benim|bizim|jag|vi|mitt|vår\\p{L}*"
