import type { Hook } from '../../contract/creative-tags'
import type { Phrases } from './match'

// How an ad opens, in each language, as regular-expression sources (see match.ts). Hooks read only
// the hook text, so these are the openings strategists name; `question` and `number` are read from
// punctuation and figures in hooks.ts, and `testimonial` also from an opening quotation.

/** The viewer addressed head-on: stop scrolling, "this is your sign", POV, a greeting, "attention", "if you...". */
const CALL_OUT: Phrases = {
  en: [
    'stop\\sscrolling',
    "(?:this\\sis|here['’]s)\\syour\\ssign",
    "hey\\s(?:guys|everyone|y['’]all|buds|friends|folks|there)",
    "what['’]s\\sup",
    'attention',
    'calling\\sall',
    "if\\syou(?:['’]re|\\sare|\\shave|\\sdidn['’]t|\\sdon['’]t|\\slove|\\sever|\\sown)",
  ],
  es: [
    'deja\\sde\\shacer\\sscroll',
    'esta\\ses\\stu\\sseñal',
    'hola\\sa\\stodos',
    'atención',
    'si\\s(?:eres|tienes|te\\sgusta)',
  ],
  pt: [
    'para\\studo\\s?!',
    'pare\\sde\\srolar',
    'ess?e\\sé\\so\\sseu\\ssinal',
    'olá\\spessoal',
    'atenção',
    'se\\svocê\\s(?:é|tem|ama)',
  ],
  fr: [
    'ne\\sscrolle\\spas',
    'arrête\\sde\\sscroller',
    "(?:voici|c['’]est)\\ston\\ssigne",
    'salut\\stout\\sle\\smonde',
    'si\\s(?:tu\\s(?:es|as|aimes)|vous\\s(?:êtes|avez|aimez))',
  ],
  de: [
    'nicht\\sweiterscrollen',
    'hör\\sauf\\szu\\sscrollen',
    'das\\sist\\sdein\\sZeichen',
    'hallo\\s(?:zusammen|ihr)',
    'achtung',
    'wenn\\sdu\\s(?:auch\\s)?(?:bist|hast|liebst)',
  ],
  it: [
    'smetti\\sdi\\sscrollare',
    'questo\\sè\\sil\\stuo\\ssegnale',
    'ciao\\sa\\stutti',
    'attenzione',
    'se\\s(?:sei|hai|ami)',
  ],
  nl: [
    'stop\\smet\\sscrollen',
    'dit\\sis\\sje\\steken',
    'hallo\\sallemaal',
    'hoi\\sallemaal',
    'let\\sop',
    'ben\\sjij\\s(?:ook\\s)?(?:een|op\\szoek)',
    'als\\sje\\s(?:van|een)',
  ],
  cs: [
    'čau\\slidi',
    'ahoj\\s(?:všichni|lidi)',
    'pozor',
    'přestaňte\\sscrollovat',
    'jestli\\sjste',
    'pokud\\sjste',
  ],
  pl: ['przestań\\sscrollować', 'to\\stwój\\sznak', 'cześć\\swszystkim', 'uwaga', 'jeśli\\sjesteś'],
  tr: ['kaydırmayı\\sbırak', 'için\\sbir\\sişaret', 'herkese\\smerhaba', 'dikkat', 'eğer'],
  sv: ['sluta\\sscrolla', 'det\\shär\\sär\\sditt\\stecken', 'hej\\salla', 'om\\sdu\\s(?:är|har|älskar)'],
  ja: ['ちょっと待って', 'スクロールを止めて', '必見', 'な方へ', 'のあなたへ'],
  any: ['POV\\s?:'],
}

/** Others already chose it: everyone is switching, thousands of customers, loved by, best-seller, five stars. */
const SOCIAL_PROOF: Phrases = {
  en: [
    'everyone\\s(?:is\\s)?(?:switching|obsessed|loves|talking)',
    'why\\severyone',
    '(?:thousands|millions)\\sof\\s(?:happy\\s|satisfied\\s)?(?:customers|people|users|fans)',
    'more\\sand\\smore\\speople',
    'loved\\sby',
    'rated\\s\\d',
    'best[- ]?sell(?:er|ing)',
    '\\d[\\d,.]*\\+?\\s(?:happy\\s|satisfied\\s)?(?:customers|reviews|users)',
    'five[- ]star\\sreviews',
    '#1\\s(?:rated|best)',
  ],
  es: [
    'todo\\sel\\smundo\\s(?:se\\spasa|ama|habla)',
    'miles\\sde\\sclientes',
    'más\\svendid[oa]s?',
    'cada\\svez\\smás\\sgente',
  ],
  pt: [
    'todo\\smundo\\s(?:está\\strocando|ama|fala)',
    'milhares\\sde\\sclientes',
    'mais\\svendid[oa]s?',
    'cada\\svez\\smais\\spessoas',
  ],
  fr: [
    'tout\\sle\\smonde\\s(?:passe|adore|parle)',
    'des\\smilliers\\sde\\sclients',
    'best-?sellers?',
    'de\\splus\\sen\\splus\\sde\\sgens',
  ],
  de: [
    'warum\\salle',
    'alle\\s(?:lieben|wechseln|reden)',
    'tausende\\szufriedene',
    'bestseller',
    'immer\\smehr\\s(?:Menschen|Leute)',
  ],
  it: [
    'tutti\\s(?:stanno\\spassando|amano|parlano)',
    'migliaia\\sdi\\sclienti',
    'più\\svendut[oi]',
    'sempre\\spiù\\spersone',
  ],
  nl: [
    'iedereen\\s(?:fan\\sis|overstapt|is\\sfan|praat)',
    'duizenden\\stevreden',
    'bestseller',
    'steeds\\smeer\\smensen',
  ],
  cs: [
    'všichni\\s(?:milují|přecházejí)',
    'tisíce\\sspokojených',
    'čím\\sdál\\s(?:více|víc)\\slidí',
    'nejprodávanější',
  ],
  pl: [
    'wszyscy\\s(?:kochają|przechodzą|mówią)',
    'tysiące\\szadowolonych',
    'bestseller',
    'coraz\\swięcej\\sosób',
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
  ],
  ja: ['大人気', '話題の', '売上No\\.?1', '累計\\d', 'みんなが', '口コミ'],
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
  ],
  es: [
    'última\\soportunidad',
    'últimos\\sdías',
    'solo\\shoy',
    'termina\\s(?:hoy|mañana|el)',
    'por\\stiempo\\slimitado',
    'date\\sprisa',
  ],
  pt: [
    'última\\schance',
    'últimos\\sdias',
    'só\\shoje',
    'acaba\\s(?:hoje|amanhã|domingo)',
    'por\\stempo\\slimitado',
  ],
  fr: [
    'dernière\\schance',
    'derniers\\sjours',
    "aujourd['’]hui\\sseulement",
    'se\\stermine',
    'durée\\slimitée',
    'dépêchez-vous',
  ],
  de: [
    'letzte\\sChance',
    'nur\\sheute',
    'nur\\snoch\\s(?:heute|bis)',
    'endet\\s(?:heute|morgen|am|bald)',
    'begrenzte\\sZeit',
    'schnell\\ssein',
  ],
  it: [
    'ultima\\soccasione',
    'ultimi\\sgiorni',
    'solo\\soggi',
    'finisce\\s(?:oggi|domani)',
    'tempo\\slimitato',
    'affrettati',
  ],
  nl: [
    'laatste\\skans',
    'alleen\\svandaag',
    'op\\s?=\\s?op',
    'wees\\ser\\ssnel\\sbij',
    'eindigt\\s(?:vandaag|morgen|zondag)',
  ],
  cs: [
    'poslední\\sšance',
    '(?:jen|pouze)\\sdnes',
    'spěchejte',
    'končí\\s(?:dnes|zítra)',
    'časově\\somezen\\p{L}*',
  ],
  pl: [
    'ostatnia\\sszansa',
    'tylko\\sdziś',
    'tylko\\sdzisiaj',
    'kończy\\ssię',
    'nie\\szwlekaj',
    'ograniczony\\sczas',
  ],
  tr: ['son\\sşans', 'sadece\\sbugün', 'acele\\set', 'bitiyor', 'kaçırma'],
  sv: ['sista\\schansen', 'bara\\sidag', 'endast\\sidag', 'slutar\\s(?:idag|i\\smorgon|på)', 'skynda'],
  ja: ['今だけ', '本日限り', '期間限定', '残りわずか', 'お急ぎ', '終了間近', 'ラストチャンス'],
}

/** Something held back that the viewer has to watch or read on for. */
const CURIOSITY: Phrases = {
  en: [
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
  ],
  es: ['no\\svas\\sa\\screer', 'el\\ssecreto', 'nadie\\ste\\s(?:dice|cuenta)', 'tienes\\sque\\sver\\sesto'],
  pt: ['você\\snão\\svai\\sacreditar', 'o\\ssegredo', 'ninguém\\ste\\sconta', 'você\\sprecisa\\sver'],
  fr: [
    'vous\\sne\\sdevinerez\\sjamais',
    'tu\\sne\\svas\\spas\\sy\\scroire',
    'le\\ssecret',
    'personne\\sne\\s(?:vous|te)\\sdit',
    'il\\sfaut\\sque\\stu\\svoies',
  ],
  de: ['du\\swirst\\snicht\\sglauben', 'das\\sGeheimnis', 'was\\sniemand', 'das\\smusst\\sdu\\ssehen'],
  it: ['non\\sci\\screderai', 'il\\ssegreto', 'nessuno\\sti\\sdice', 'devi\\svedere'],
  nl: ['je\\sgelooft\\snooit', 'het\\sgeheim', 'niemand\\svertelt', 'moet\\sje\\szien'],
  cs: ['nebudete\\svěřit', 'tajemství', 'nechte\\sse\\spřekvapit', 'tohle\\smusíte\\svidět'],
  pl: ['nie\\suwierzysz', 'sekret', 'nikt\\sci\\snie\\spowie', 'musisz\\szobaczyć'],
  tr: ['inanamayacaksın', 'sırrı', 'kimse\\ssöylemiyor', 'görmen\\slazım'],
  sv: ['du\\skommer\\sinte\\stro', 'hemligheten', 'ingen\\sberättar', 'du\\småste\\sse'],
  ja: ['知らないと損', '秘密', '実は', '衝撃', 'まさかの'],
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
    'cómo\\s(?:hacer|conseguir|lograr|preparar|usar)',
    'aprende\\sa',
    '\\d+\\s(?:pasos|trucos|consejos|formas)',
    'paso\\sa\\spaso',
  ],
  pt: [
    'como\\s(?:fazer|conseguir|usar|preparar)',
    'aprenda\\sa',
    '\\d+\\s(?:passos|dicas|truques|formas)',
    'passo\\sa\\spasso',
  ],
  fr: [
    'comment\\s(?:faire|bien|réussir|choisir|utiliser)',
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
    'come\\s(?:fare|ottenere|usare|preparare)',
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
    'jak\\s(?:si\\s)?(?:udělat|vybrat|získat)',
    'návod',
    '\\d+\\s(?:kroků|tipů|triků|způsobů)',
    'krok\\sza\\skrokem',
  ],
  pl: [
    'jak\\s(?:zrobić|wybrać|zacząć)',
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
    'from\\s\\p{L}+\\sto\\s\\p{L}+\\sin\\s\\d+',
  ],
  es: ['antes\\sy\\sdespués', 'transformación'],
  pt: ['antes\\se\\sdepois', 'transformação'],
  fr: ['avant\\s(?:et|\\/)\\saprès', 'transformation'],
  de: ['vorher\\s(?:und|\\/)?\\s?nachher', 'Verwandlung'],
  it: ['prima\\se\\sdopo', 'trasformazione'],
  nl: ['voor\\sen\\sna', 'transformatie'],
  cs: ['před\\sa\\spo', 'proměna'],
  pl: ['przed\\si\\spo', 'metamorfoza'],
  tr: ['öncesi\\sve\\ssonrası', 'dönüşüm'],
  sv: ['före\\soch\\sefter', 'förvandling'],
  ja: ['ビフォーアフター', 'ビフォー', '使用前'],
}

/** A person telling their own experience of it. */
const TESTIMONIAL: Phrases = {
  en: [
    "I\\s(?:did\\snot|didn['’]t)\\sexpect",
    "I(?:['’]ve|\\shave)\\sbeen\\susing",
    'I\\swas\\s(?:skeptical|sceptical)',
    'I\\s(?:tried|switched\\sto)',
    "honestly|I\\scan['’]t\\sbelieve",
    'my\\s(?:skin|hair|life|dog|kids?)\\s(?:has|have|is|was|feels|changed)',
  ],
  es: ['no\\sesperaba', 'nunca\\spensé', 'llevo\\s\\p{L}+\\s(?:semanas|meses)\\susándol'],
  pt: ['eu\\snão\\sesperava', 'nunca\\simaginei', 'estou\\susando'],
  fr: ['je\\sne\\spensais\\spas', "j['’]ai\\s(?:testé|essayé)", 'je\\sles\\sutilise'],
  de: ['ich\\shätte\\snie\\sgedacht', 'ich\\snutze', 'ich\\shabe\\s(?:es\\s)?(?:getestet|ausprobiert)'],
  it: ['non\\spensavo', 'non\\smi\\saspettavo', 'lo\\suso'],
  nl: ['ik\\shad\\sniet\\sverwacht', 'ik\\sgebruik', 'ik\\sheb\\s(?:het\\s)?(?:getest|geprobeerd)'],
  cs: ['nečekal(?:a)?\\sjsem', 'vyzkoušel(?:a)?\\sjsem', 'používám'],
  pl: ['nie\\s(?:sądziłam|sądziłem|spodziewałam|spodziewałem)', 'używam', 'przetestowałam'],
  tr: ['hiç\\sdüşünmemiştim', 'beklemiyordum', 'kullanıyorum'],
  sv: ['jag\\strodde\\saldrig', 'jag\\shar\\sanvänt', 'jag\\stestade'],
  ja: ['使ってみた', '半信半疑', '正直', 'リピート'],
}

/** A pain or problem named: tired of, struggling with, a crisis. */
const PROBLEM: Phrases = {
  en: [
    'tired\\sof',
    'sick\\sof',
    'fed\\sup',
    'struggl(?:e|es|ing)\\s(?:with|to)',
    'problems?',
    'crisis',
    'worried\\sabout',
    "can['’]t\\s(?:sleep|stop|afford|find)",
    'no\\smore',
  ],
  es: ['cansad[oa]\\sde', 'problemas?', 'crisis', 'harto\\sde', 'te\\scuesta'],
  pt: ['cansad[oa]\\sde', 'problemas?', 'crise', 'sofre\\scom'],
  fr: ['marre\\sde', 'fatigué(?:e)?\\sde', 'problèmes?', 'crise', 'galère'],
  de: ['\\p{L}*Probleme?', 'genervt', 'satt\\s(?:von|davon)', '\\p{L}*[Kk]rise', 'leidest\\sdu'],
  it: ['stanc[oa]\\sdi', 'problemi?', 'crisi'],
  nl: ['\\p{L}*problee?m(?:en)?', '\\p{L}*crisis', '\\p{L}+nood', 'last\\svan', 'moe\\svan', 'klaar\\smet'],
  cs: ['problém\\p{L}*', 'kriz[ei]', 'trápí', 'zneklidňuje', 'nemůžete\\sspát'],
  pl: ['problem\\p{L}*', 'kryzys', 'masz\\sdość', 'zmęczon[ay]'],
  tr: ['sorun\\p{L}*', 'kriz\\p{L}*', 'bıktın', 'yoruldun'],
  sv: ['problem\\p{L}*', 'kris', 'trött\\spå', 'less\\spå'],
  ja: ['悩み', 'お困り', '問題', 'ストレス'],
}

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

/** Spelled-out counts from two up, as a number hook leads with them ("Three reasons", "Nine protesters"). */
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
}

/** Units of time: "two weeks" or "24 hours" tells how long, not how many. */
export const TIME_UNITS =
  'seconds?|minutes?|hours?|days?|weeks?|months?|years?|Sekunden|Minuten|Stunden|Tage[n]?|Wochen|Monate[n]?|Jahre[n]?|secondes|minutes|heures|jours|semaines|mois|ans|années|segundos|minutos|horas|días|dias|semanas|meses|años|anos|secondi|minuti|ore|giorni|settimane|mesi|anni|seconden|minuten|uur|uren|dagen|weken|maanden|jaar|jaren|sekund|minut|hodin\\p{L}*|dn[ıií]\\p{L}*|týdn\\p{L}*|měsíc\\p{L}*|let|roků|lat|godzin\\p{L}*|tygodni\\p{L}*|miesięcy|saniye|dakika|saat|gün|hafta|ay|yıl|sekunder|minuter|timmar|dagar|veckor|månader|år'

/** Words that make the figure after them a place in a list, not a count ("plaats 7", "nr. 2", "No. 1"). */
export const RANK_WORDS =
  'number|no|nr|nummer|plaats|plek|punt|actiepunt|lijst|list|place|rank|Platz|numéro|n°|número|numero|posto|číslo|místo|numer|miejsce|sıra|numara|plats|vol'

/** Groups a call-out names first thing, as a greeting ("Moms, ...", "Dog owners!"): see hooks.ts. */
export const AUDIENCES =
  'moms|dads|parents|runners|gamers|students|nurses|entrepreneurs|dog\\sowners|cat\\sowners|mamas|mütter|eltern|mamans|parents|padres|mamás|genitori|mães|ouders|ondernemers|rodiče|maminky|rodzice|mamy|anneler|föräldrar'
