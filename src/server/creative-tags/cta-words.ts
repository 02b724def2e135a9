import type { CtaType } from '../../contract/creative-tags'
import type { Phrases } from './match'

// Call-to-action buttons in each language, as regular-expression sources (see match.ts), read from
// the ad's `cta` field alone. cta-types.ts tries the types in CTA_ORDER, so "Mehr ansehen" is
// `learn` before "ansehen" could make it `watch`, and "Get offer" is `get-offer` before "get" does anything.

const GET_OFFER: Phrases = {
  en: ['get\\s(?:the\\s)?(?:offer|deal|discount|coupon)', 'claim\\s(?:offer|deal|discount)', 'redeem'],
  es: ['obtener\\s(?:la\\s)?oferta', 'conseguir\\soferta', 'aprovecha(?:r)?\\s(?:la\\s)?oferta'],
  pt: ['obter\\s(?:a\\s)?oferta', 'aproveitar\\s(?:a\\s)?oferta', 'pegar\\scupom'],
  fr: ["profite[rz]?\\sde\\sl['’]offre", "obtenir\\sl['’]offre", 'en\\sprofiter'],
  de: [
    'Angebot\\s(?:sichern|erhalten|holen|ansehen)',
    'Rabatt\\s(?:sichern|holen)',
    'Gutschein\\s(?:sichern|holen)',
  ],
  it: ["ottieni\\sl['’]offerta", "approfitta\\sdell['’]offerta", 'ottieni\\slo\\ssconto'],
  nl: ['aanbieding\\s(?:claimen|bekijken|ontvangen)', 'korting\\s(?:claimen|ontvangen)'],
  cs: ['získat\\s(?:nabídku|slevu)', 'využít\\s(?:nabídku|slevu)'],
  pl: ['skorzystaj\\sz\\soferty', 'odbierz\\s(?:ofertę|rabat|zniżkę)'],
  tr: ['teklifi\\sal', 'fırsatı\\syakala', 'indirimi\\sal'],
  sv: ['ta\\sdel\\sav\\serbjudandet', 'hämta\\serbjudandet'],
  ja: ['クーポンを(?:取得|受け取る)', '特典を受け取る', 'オファーを入手'],
  ar: ['احصل\\sعلى\\sالعرض'],
}

const DOWNLOAD: Phrases = {
  en: [
    'download',
    'install',
    'use\\s(?:the\\s)?app',
    'get\\s(?:the\\s)?app',
    'open\\s(?:the\\s)?app',
    'play\\s(?:the\\s)?game',
  ],
  es: ['descargar', 'descarga', 'instalar', 'usar\\s(?:la\\s)?app', 'jugar'],
  pt: ['baixar', 'baixe', 'instalar', 'usar\\s(?:o\\s)?app', 'jogar'],
  fr: ['télécharger', 'installer', "utiliser\\sl['’]app(?:li)?", 'jouer'],
  de: ['herunterladen', 'installieren', 'App\\s(?:nutzen|öffnen|laden)', 'jetzt\\sspielen'],
  it: ['scarica', 'installa', "usa\\sl['’]app", 'gioca'],
  nl: ['downloaden', 'installeren', 'app\\s(?:gebruiken|openen)', 'nu\\sspelen'],
  cs: ['stáhnout', 'nainstalovat', 'instalovat', 'použít\\saplikaci', 'hrát'],
  pl: ['pobierz', 'zainstaluj', 'użyj\\saplikacji', 'zagraj'],
  tr: ['indir', 'yükle', 'uygulamayı\\s(?:kullan|aç)', 'oyna'],
  sv: ['ladda\\sne[rd]', 'installera', 'använd\\sappen', 'spela'],
  ja: ['ダウンロード', 'インストール', 'アプリを(?:使う|開く)'],
  ar: ['ثبّت', 'تنزيل', 'استخدم\\sالتطبيق'],
}

const BOOK: Phrases = {
  en: ['book', 'reserve', 'get\\stickets', 'buy\\stickets', 'request\\stime'],
  es: ['reservar', 'reserva', 'comprar\\sentradas'],
  pt: ['reservar', 'reserve', 'comprar\\singressos'],
  fr: ['réserver', 'réservez', 'acheter\\sdes\\sbillets'],
  de: ['buchen', 'reservieren', 'Tickets\\s(?:kaufen|sichern)'],
  it: ['prenota', 'prenotare', 'acquista\\sbiglietti'],
  nl: ['boeken', 'boek\\snu', 'reserveren', 'tickets\\skopen'],
  cs: ['rezervovat', 'zarezervovat', 'koupit\\svstupenky'],
  pl: ['zarezerwuj', 'rezerwuj', 'kup\\sbilety'],
  tr: ['rezervasyon\\syap', 'rezerve\\set', 'bilet\\sal'],
  sv: ['boka', 'reservera', 'köp\\sbiljetter'],
  ja: ['予約'],
  ar: ['احجز'],
}

const SIGN_UP: Phrases = {
  en: [
    'sign\\sup',
    'register',
    'subscribe',
    'get\\sstarted',
    'apply(?:\\snow)?',
    'join(?:\\snow|\\sus)?',
    'start\\s(?:now|today)',
    'enrol+',
  ],
  es: [
    'regístrate',
    'registrarse',
    'registrarte',
    'suscríbete',
    'empezar',
    'empieza',
    'solicitar',
    'inscríbete',
    'únete',
  ],
  pt: ['cadastre-se', 'inscreva-se', 'começar', 'comece', 'candidate-se', 'assinar', 'registrar'],
  fr: ["s['’]inscrire", 'inscrivez-vous', 'commencer', 'postuler', "s['’]abonner", 'rejoindre'],
  de: [
    'registrieren',
    'anmelden',
    'jetzt\\sstarten',
    'loslegen',
    '(?:jetzt\\s)?bewerben',
    'abonnieren',
    'mitmachen',
  ],
  it: ['iscriviti', 'registrati', 'inizia', 'candidati', 'abbonati'],
  nl: [
    'aanmelden',
    'registreren',
    'inschrijven',
    'begin\\snu',
    'nu\\sstarten',
    'solliciteer',
    'solliciteren',
    'aan\\sde\\sslag',
    'abonneren',
    'word\\slid',
  ],
  cs: ['zaregistrovat', 'registrovat', 'přihlásit', 'začít', 'odebírat', 'staňte\\sse\\sčlenem'],
  pl: ['zarejestruj', 'zapisz\\ssię', 'rozpocznij', 'zacznij', 'aplikuj', 'subskrybuj', 'dołącz'],
  tr: ['kaydol', 'kayıt\\sol', 'başla', 'hemen\\sbaşla', 'başvur', 'abone\\sol'],
  sv: ['registrera', 'anmäl', 'kom\\sigång', 'ansök', 'prenumerera', 'gå\\smed'],
  ja: ['登録', '申し込', '申込', '会員'],
  ar: ['سجّل', 'ابدأ', 'قدّم'],
}

const CONTACT: Phrases = {
  en: [
    'contact',
    'call(?:\\snow|\\sus)?',
    'send\\s(?:a\\s)?message',
    'message\\sus',
    'whatsapp',
    'chat',
    'get\\s(?:a\\s)?quote',
    'get\\sdirections',
    'email',
  ],
  es: ['contactar', 'contáctanos', 'llamar', 'llama\\sya', 'enviar\\smensaje'],
  pt: ['fale\\sconosco', 'contato', 'ligar', 'enviar\\smensagem'],
  fr: ['nous\\scontacter', 'contactez-nous', 'appeler', 'envoyer\\sun\\smessage'],
  de: ['kontakt', 'kontaktieren', 'anrufen', 'Nachricht\\ssenden'],
  it: ['contattaci', 'contatta', 'chiama', 'invia\\smessaggio'],
  nl: ['contact\\sopnemen', 'bel\\snu', 'bellen', 'stuur\\sbericht', 'bericht\\ssturen'],
  cs: ['kontaktujte', 'kontaktovat', 'zavolat', 'poslat\\szprávu', 'napsat\\szprávu'],
  pl: ['skontaktuj', 'zadzwoń', 'wyślij\\swiadomość', 'napisz'],
  tr: ['iletişime\\sgeç', 'hemen\\sara', 'ara', 'mesaj\\sgönder'],
  sv: ['kontakta', 'ring', 'skicka\\smeddelande'],
  ja: ['お問い合わせ', '問い合わせ', '電話', 'メッセージを送信'],
}

const LEARN: Phrases = {
  en: [
    'learn\\smore',
    'see\\smore',
    'read\\smore',
    'find\\sout\\smore',
    'more\\sinfo',
    'discover',
    'explore',
    'see\\sdetails',
  ],
  es: ['más\\sinformación', 'saber\\smás', 'ver\\smás', 'descubre', 'descubrir', 'leer\\smás'],
  pt: ['saiba\\smais', 'ver\\smais', 'descubra', 'leia\\smais'],
  fr: ['en\\ssavoir\\splus', 'voir\\splus', 'découvrir', 'découvrez', 'lire\\sla\\ssuite'],
  de: ['mehr\\s(?:dazu|erfahren|ansehen|infos?|lesen)', 'entdecken', 'weiterlesen'],
  it: [
    'scopri\\sdi\\spiù',
    'ulteriori\\sinformazioni',
    'scopri',
    'leggi\\sdi\\spiù',
    'vedi\\sdi\\spiù',
    'mostra\\saltro',
  ],
  nl: ['meer\\s(?:informatie|info|weten|lezen|bekijken)', 'lees\\smeer', 'ontdek'],
  cs: [
    'více\\sinformací',
    'zjistit\\svíce',
    'zjistěte\\svíce',
    'dozvědět\\sse\\svíce',
    'objevit',
    'číst\\sdál',
  ],
  pl: ['dowiedz\\ssię\\swięcej', 'więcej\\sinformacji', 'czytaj\\swięcej', 'odkryj', 'zobacz\\swięcej'],
  tr: ['daha\\sfazla\\sbilgi', 'daha\\sfazlası(?:nı\\sgör)?', 'keşfet', 'incele'],
  sv: ['läs\\smer', 'se\\smer', 'visa\\smer', 'mer\\sinfo', 'upptäck'],
  ja: ['詳しくはこちら', '詳細', 'もっと見る', '詳しく見る'],
  ar: ['معرفة\\sالمزيد', 'عرض\\sالمزيد'],
}

const WATCH: Phrases = {
  en: ['watch', 'see\\svideo', 'listen(?:\\snow)?', 'play\\svideo'],
  es: ['ver\\sahora', 'ver\\svídeo', 'mirar', 'escuchar'],
  pt: ['assistir', 'assista', 'ouvir'],
  fr: ['regarder', 'regardez', 'voir\\sla\\svidéo', 'écouter'],
  de: ['jetzt\\sansehen', 'ansehen', 'anschauen', 'Video\\sansehen', 'anhören'],
  it: ['guarda', 'guardare', 'ascolta'],
  nl: ['bekijk', 'bekijken', 'kijk\\snu', 'luister'],
  cs: ['sledovat', 'přehrát', 'podívat\\sse', 'poslechnout'],
  pl: ['obejrzyj', 'oglądaj', 'posłuchaj'],
  tr: ['izle', 'şimdi\\sizle', 'dinle'],
  sv: ['titta', 'se\\snu', 'lyssna'],
  ja: ['視聴', '動画を見る', '今すぐ見る'],
}

const SHOP: Phrases = {
  en: ['shop', 'buy', 'order', 'add\\sto\\scart', 'purchase', 'get\\syours'],
  es: ['comprar', 'compra', 'pedir', 'haz\\stu\\spedido', 'añadir\\sal\\scarrito'],
  pt: ['comprar', 'compre', 'pedir', 'peça', 'adicionar\\sao\\scarrinho'],
  fr: ['acheter', 'achetez', 'commander', 'commandez', 'ajouter\\sau\\spanier', 'boutique'],
  de: ['einkaufen', 'kaufen', 'bestellen', 'zum\\sShop', 'in\\sden\\sWarenkorb'],
  it: ['acquista', 'compra', 'ordina', 'aggiungi\\sal\\scarrello'],
  nl: ['kopen', 'koop', 'bestellen', 'bestel', 'shop', 'winkelen'],
  cs: ['nakupovat', 'nakoupit', 'koupit', 'kupte', 'objednat', 'objednejte', 'do\\skošíku'],
  pl: ['kup', 'kupuj', 'zamów', 'do\\skoszyka'],
  tr: ['satın\\sal', 'alışveriş', 'sipariş\\sver', 'sepete\\sekle'],
  sv: ['köp', 'handla', 'beställ', 'lägg\\si\\svarukorgen'],
  ja: ['購入', '今すぐ購入', 'ショップ', '注文', 'カートに入れる', '買う'],
  ar: ['تسوّق', 'اشترِ', 'اطلب'],
}

/** Each type's buttons; `other` is what a button is when none of these fits. */
export const CTA_PHRASES: Record<Exclude<CtaType, 'other'>, Phrases> = {
  'get-offer': GET_OFFER,
  download: DOWNLOAD,
  book: BOOK,
  'sign-up': SIGN_UP,
  contact: CONTACT,
  learn: LEARN,
  watch: WATCH,
  shop: SHOP,
}

/** The order the types are tried in: the more specific button first. */
export const CTA_ORDER = [
  'get-offer',
  'download',
  'book',
  'sign-up',
  'contact',
  'learn',
  'watch',
  'shop',
] as const satisfies readonly Exclude<CtaType, 'other'>[]
