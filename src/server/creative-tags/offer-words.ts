import type { Offer } from '../../contract/creative-tags'
import { CURRENCY, MONEY, type Phrases } from './match'

// What each offer looks like in each language, as regular-expression sources (see match.ts). Offers
// read every text field, so each phrase names the offer itself: a bare "free", "%" or amount never
// fires alone ("100% cotton", "free of parabens", "a phone number or a year is not a price").

const SHOP_CENTS = '\\d[\\d.,\\u00a0]*[.,]\\d?[59]'
const PCT = '\\d{1,2}(?:[.,]\\d)?\\s?%'
const MINUS_PCT = `[-−–]\\s?${PCT}`
const all = (byLanguage: Phrases) => Object.values(byLanguage).flat().join('|')

/** Words after a percentage or an amount that say it is taken off ("20 % Rabatt", "$10 off"). */
const TAKEN_OFF: Phrases = {
  en: ['off'],
  es: ['de\\sdescuento', 'descuento', 'dto\\.?'],
  pt: ['off', 'de\\sdesconto', 'desconto'],
  fr: ['de\\sréduction', 'réduction', 'de\\sremise', 'remise'],
  de: ['Rabatt', 'Nachlass', 'reduziert', 'günstiger'],
  it: ['di\\ssconto', 'sconto'],
  nl: ['korting'],
  cs: ['sleva', 'slevou', 'slevy', 'levněji'],
  pl: ['zniżki', 'rabatu', 'taniej'],
  tr: ['indirim\\p{L}*'],
  sv: ['rabatt'],
  ja: ['OFF', 'オフ', '引き', '割引'],
}
/** Words after a percentage that make it a discount on what follows ("40 % auf", "25 % en", "15 % på"). */
const PERCENT_ON: Phrases = { es: ['en'], de: ['auf'], sv: ['på'] }
/** "Percent" spelled out. */
const PERCENT_WORD: Phrases = {
  en: ['percent', 'per\\scent'],
  es: ['por\\sciento'],
  pt: ['por\\scento'],
  fr: ['pour\\scent'],
  de: ['Prozent'],
  it: ['per\\scento'],
  nl: ['procent'],
  cs: ['procent'],
  pl: ['procent'],
  sv: ['procent'],
}
/** Verbs of saving before a percentage or an amount ("save 20%", "spare heute 30 %", "bespaar €10"). */
const SAVE = 'save|ahorra|economize|économisez|spar(?:e|en)?|risparmia|bespaar|ušetřete|oszczędź|spara'
const SAVE_FILLER =
  "(?:\\s(?:up\\sto|today|heute|jetzt|vandaag|nu|dziś|teraz|i\\sdag|hasta|un|il|fino\\sal|até|jusqu['’]à|bis\\szu|tot|upp\\still))*"

const PCT_OFF: Phrases = {
  any: [
    `${PCT}\\s?(?:${all(TAKEN_OFF)}|${all(PERCENT_ON)})`,
    `\\d{1,2}\\s(?:${all(PERCENT_WORD)})\\s(?:${all(TAKEN_OFF)})`,
    `(?:${SAVE})${SAVE_FILLER}\\s${PCT}`,
  ],
  en: ['half\\sprice'],
  es: [`hasta\\sun\\s${PCT}\\s?(?:de\\s)?descuento`],
  fr: [MINUS_PCT, 'moins\\s\\d{1,2}\\spour\\scent'],
  it: [MINUS_PCT],
  cs: [`sleva\\s(?:až\\s)?${PCT}`, MINUS_PCT],
  pl: [MINUS_PCT],
  tr: [`%\\s?\\d{1,2}\\s?(?:indirim\\p{L}*|tasarruf)`, 'yüzde\\s\\d{1,2}\\sindirim\\p{L}*'],
  ja: ['\\d割引', '半額'],
  // Arabic writes the discount before the figure: "خصم 70%", "بخصم يصل إلى 15%".
  ar: [`(?:خصم|بخصم)(?:\\s\\p{L}+){0,2}\\s${PCT}`, `(?:وفر|وفّر)\\s${PCT}`, 'خصم\\s\\d{1,2}\\sبالمية'],
}

const AMOUNT_OFF: Phrases = {
  any: [`${MONEY}\\s?(?:${all(TAKEN_OFF)})`, `(?:${SAVE})${SAVE_FILLER}\\s${MONEY}`],
  fr: [`[-−–]\\s?${MONEY}`],
  cs: [`sleva\\s${MONEY}`],
  ja: ['\\d[\\d,]*円(?:引き|OFF|オフ)'],
}

/** A price: an amount after a word that states it ("from", "only", "ab", "desde", "şimdi"), or ending in 9 or 5 cents. */
const PRICE: Phrases = {
  en: [`(?:from|only|just|now|at|for)\\s(?:just\\s|only\\s)?${MONEY}`],
  es: [`(?:desde|solo|sólo|por|ahora)\\s(?:solo\\s)?${MONEY}`],
  pt: [`(?:a\\spartir\\sde|por|apenas|só|agora)\\s(?:apenas\\s)?${MONEY}`],
  fr: [`(?:dès|à\\spartir\\sde|seulement|pour|à)\\s(?:seulement\\s)?${MONEY}`, `${MONEY}\\sseulement`],
  de: [`(?:ab|nur|für|jetzt|schon\\sab)\\s(?:nur\\s)?${MONEY}`],
  it: [`(?:a\\spartire\\sda|da|solo|a\\ssoli|soli)\\s(?:soli\\s)?${MONEY}`],
  nl: [`(?:vanaf|slechts|voor|nu|al\\svanaf)\\s(?:al\\s)?${MONEY}`],
  cs: [`(?:od|jen|za|pouze|nyní)\\s${MONEY}`],
  pl: [`(?:od|już\\sod|tylko|za|teraz)\\s${MONEY}`],
  tr: [`(?:şimdi|sadece|yalnızca)\\s${MONEY}`, `${MONEY}'?(?:den|dan)\\sbaşlayan`],
  sv: [`(?:från|endast|bara|nu|för)\\s(?:endast\\s)?${MONEY}`],
  ja: ['\\d[\\d,]*円(?:\\s?[（(]税込[)）])?'],
  // "Starting from", "only" before the amount, or "only" after it.
  ar: [`(?:ابتداءً\\sمن|ابتداء\\sمن|فقط|بسعر)\\s${MONEY}`, `${MONEY}\\sفقط`],
  // Whatever word comes before, an amount with cents ending in 9 or 5 is a price as shops write them.
  any: [`${CURRENCY}\\s?${SHOP_CENTS}`, `${SHOP_CENTS}\\s?${CURRENCY}`],
}

const FREE_SHIPPING: Phrases = {
  en: [
    'free\\s(?:standard\\s|express\\s|next[- ]day\\s)?(?:shipping|delivery|postage)',
    'ships\\sfree',
    'shipping\\sis\\sfree',
  ],
  es: ['envío\\s(?:gratis|gratuito)', 'envíos\\s(?:gratis|gratuitos)'],
  pt: ['frete\\s(?:grátis|gratuito)', 'entrega\\s(?:grátis|gratuita)'],
  fr: ['livraison\\s(?:offerte|gratuite)', 'frais\\sde\\sport\\s(?:offerts|gratuits)'],
  de: [
    'kostenlose[rn]?\\s(?:Versand|Lieferung)',
    'Versand\\s(?:ist\\s)?kostenlos',
    'versandkostenfrei',
    'gratis\\sVersand',
  ],
  it: ['spedizione\\s(?:gratuita|gratis)', 'spedizioni\\s(?:gratuite|gratis)'],
  nl: ['gratis\\s(?:verzending|verzonden|bezorging|bezorgd)', 'verzending\\sis\\sgratis'],
  cs: ['(?:doprava|doručení|poštovné)\\szdarma'],
  pl: ['darmow[aey]\\s(?:dostaw[aey]|wysyłk[aię])', '(?:dostawa|wysyłka)\\s(?:gratis|za\\sdarmo)'],
  tr: ['ücretsiz\\skargo', 'kargo\\s(?:bedava|ücretsiz)'],
  sv: ['fri\\sfrakt', 'gratis\\sfrakt', 'fraktfritt'],
  ja: ['送料無料', '送料込み'],
  ar: ['\\p{L}*شحن\\sمجان\\p{L}*', 'توصيل\\sمجان\\p{L}*'],
}

const BOGO: Phrases = {
  en: ['buy\\s(?:one|1),?\\sget\\s(?:one|1)(?:\\sfree)?', 'bogo', '(?:two|2)\\sfor\\s(?:one|1)(?:\\sdeal)?'],
  es: ['2\\s?x\\s?1', 'compra\\s(?:uno|1)\\sy\\sllévate\\s(?:otro|dos|2)', 'dos\\spor\\suno'],
  pt: ['compre\\s1,?\\sleve\\s2', 'leve\\s2,?\\spague\\s1', 'compre\\sum,?\\sleve\\sdois'],
  fr: [
    '1\\sacheté\\s=\\s1\\soffert',
    '(?:un|1)\\sacheté,?\\s(?:un|1)\\soffert',
    '2\\spour\\s1',
    'le\\sdeuxième\\soffert',
  ],
  de: ['kauf(?:e)?\\seins,?\\snimm\\szwei', '2\\sfür\\s1', '1\\s?\\+\\s?1\\sgratis', 'zwei\\sfür\\seins'],
  it: ['prendi\\s(?:2|due),?\\spaghi\\s(?:1|uno)', '2\\s?x\\s?1', 'compri\\suno,?\\sprendi\\sdue'],
  nl: ['1\\s?\\+\\s?1\\sgratis', 'tweede\\sgratis', '2\\shalen,?\\s1\\sbetalen'],
  cs: ['1\\s?\\+\\s?1\\szdarma', 'druh[ýá]\\szdarma', '2\\sza\\scenu\\s1'],
  pl: [
    'kup\\sjeden,?\\sdrugi\\sgratis',
    '1\\s?\\+\\s?1\\sgratis',
    'drugi\\s(?:produkt\\s)?gratis',
    '2\\sw\\scenie\\s1',
  ],
  tr: ['1\\salana\\s1\\sbedava', '2\\sal\\s1\\söde', 'bir\\salana\\sbir\\sbedava'],
  sv: ['köp\\s(?:2|två),?\\sbetala\\sför\\s(?:1|en)', '2\\sför\\s1', 'köp\\sen,?\\sfå\\sen'],
  ja: ['1つ買うと1つ無料', '1個買うと1個無料', '2個目無料'],
  ar: ['اشتر\\p{M}?\\s(?:واحدة|واحد|1)\\sواحصل\\sعلى'],
}

const FREE_TRIAL: Phrases = {
  en: [
    'free\\strial',
    '\\d+[- ]day\\sfree',
    'try\\s(?:it\\s)?(?:for\\s)?free',
    'first\\s(?:month|week)\\sfree',
  ],
  es: ['prueba\\s(?:gratis|gratuita)', 'pruébalo\\sgratis', 'primer\\smes\\sgratis'],
  pt: [
    'teste\\s(?:grátis|gratuito)',
    'avaliação\\sgratuita',
    'experimente\\sgrátis',
    'primeiro\\smês\\sgrátis',
  ],
  fr: ['essai\\sgratuit', 'essayez\\sgratuitement', 'premier\\smois\\s(?:offert|gratuit)'],
  de: [
    'kostenlos\\s(?:testen|ausprobieren)',
    'gratis\\s(?:testen|ausprobieren)',
    'kostenlose\\sTestphase',
    'Probeabo',
    'erster\\sMonat\\sgratis',
  ],
  it: ['prova\\s(?:gratuita|gratis)', 'primo\\smese\\sgratis'],
  nl: ['gratis\\s(?:proberen|uitproberen|proefperiode)', 'proefperiode', 'eerste\\smaand\\sgratis'],
  cs: [
    '(?:vyzkoušejte|vyzkoušej|zkuste)\\szdarma',
    'zkušební\\s(?:verze|období)\\szdarma',
    'na\\szkoušku\\szdarma',
  ],
  pl: ['darmowy\\sokres\\spróbny', 'wypróbuj\\s(?:za\\sdarmo|gratis)', 'pierwszy\\smiesiąc\\sgratis'],
  tr: ['ücretsiz\\sdene\\p{L}*', 'deneme\\ssürümü'],
  sv: ['gratis\\sprovperiod', 'prova\\s(?:gratis|kostnadsfritt)', 'första\\smånaden\\sgratis'],
  ja: ['無料体験', '無料トライアル', '無料お試し', 'お試し無料'],
}

const BUNDLE: Phrases = {
  en: [
    'bundle',
    'value\\spack',
    '\\d+[- ]pack',
    'pack\\sof\\s\\d+',
    'set\\sof\\s\\d+',
    'buy\\smore,?\\ssave\\smore',
  ],
  es: ['pack\\sde\\s\\d+', 'paquete\\sde\\s\\d+', 'lote\\sde\\s\\d+'],
  pt: ['kit\\scom\\s\\d+', 'pacote\\scom\\s\\d+', 'combo'],
  fr: ['lot\\sde\\s\\d+', 'pack\\sde\\s\\d+'],
  de: ['Bundle', '\\d+er[- ]Pack', 'Vorteilspack', 'Sparset'],
  it: ['confezione\\sda\\s\\d+', 'pacchetto\\sda\\s\\d+'],
  nl: ['bundel', 'voordeelpak\\p{L}*', '\\d+-pack'],
  cs: ['výhodn[ýé]\\sbalíč\\p{L}*', 'zvýhodněn[ýá]\\s(?:balíček|sada)'],
  pl: ['zestaw\\s\\d+\\s(?:w\\scenie|za)', 'pakiet\\spromocyjny'],
  tr: ['paket\\s(?:fırsatı|indirimi)', "\\d+['’]?li\\spaket"],
  sv: ['paketpris', '\\d+-pack'],
  ja: ['セット割', 'まとめ買い'],
}

const GIFT: Phrases = {
  en: ['free\\sgift', 'gift\\swith\\spurchase', 'bonus\\sgift', 'gift\\scards?', 'gift\\svouchers?'],
  es: ['regalo\\sgratis', 'con\\sregalo', 'te\\sregalamos', 'tarjeta\\sregalo'],
  pt: ['brinde', 'presente\\sgrátis', 'ganhe\\sum\\spresente', 'vale-presente'],
  fr: ['cadeau\\s(?:offert|gratuit)', 'bon\\scadeau', 'carte\\scadeau'],
  de: ['gratis\\sGeschenk', 'Geschenk\\sgratis', 'Gratis-Geschenk', 'Gutschein\\p{L}*', 'geschenkt'],
  it: ['in\\sregalo', 'omaggio', 'buono\\sregalo'],
  nl: ['gratis\\scadeau\\p{L}*', 'cadeaubon\\p{L}*', 'cadeau\\sbij'],
  cs: ['dárek\\szdarma', 'dárek\\sk\\snákupu', 'dárkov[ýá]\\spoukaz\\p{L}*'],
  pl: ['prezent\\sgratis', 'gratis\\sprezent', 'w\\sprezencie', 'bon\\sprezentowy'],
  tr: ['hediyeli', 'bedava\\shediye', 'hediye\\s(?:çeki|olarak)'],
  sv: ['presentkort', 'gåva\\spå\\sköpet', 'gratis\\spresent'],
  ja: ['プレゼント', 'ノベルティ', 'おまけ付き'],
}

const INSTALLMENTS: Phrases = {
  en: [
    'pay\\sin\\s\\d+(?:\\sinterest-free)?\\s(?:instal?lments|payments)',
    '\\d+\\sinterest-free\\s(?:instal?lments|payments)',
    'buy\\snow,?\\spay\\slater',
    'klarna',
    'afterpay',
    'affirm',
    'pay\\sin\\s(?:\\d|three|four)(?:\\sinterest-free)?',
    '(?:low\\s)?monthly\\spayments',
    'pay\\slater',
  ],
  es: [
    'en\\s\\d+\\s(?:plazos|cuotas)',
    '(?:plazos|cuotas)\\ssin\\sintereses',
    'meses\\ssin\\sintereses',
    'paga\\sa\\splazos',
  ],
  pt: ['parcele', 'em\\saté\\s\\d+x', '\\d+x\\ssem\\sjuros', 'parcelas\\ssem\\sjuros'],
  fr: ['en\\s\\d+\\sfois(?:\\ssans\\sfrais)?', 'paiement\\sen\\s\\d+\\sfois', 'paiement\\sfractionné'],
  de: ['in\\sRaten', 'Ratenzahlung', 'Ratenkauf', '0\\s?%\\sFinanzierung', 'später\\sbezahlen'],
  it: ['in\\s\\d+\\srate', 'rate\\ssenza\\sinteressi'],
  nl: ['achteraf\\sbetalen', 'in\\s\\d+\\stermijnen', 'gespreid\\sbetalen', 'later\\sbetalen'],
  cs: ['na\\ssplátky', 'splátk\\p{L}*', 'odložen[ée]\\splatb\\p{L}*'],
  pl: ['na\\sraty', 'w\\s\\d+\\sratach', 'raty\\s0\\s?%'],
  tr: ['\\d+\\staksit', 'taksitle', 'taksit\\simkanı'],
  sv: ['betala\\ssenare', 'delbetala', 'räntefri\\sdelbetalning'],
  ja: ['分割払い', '分割手数料無料', '後払い'],
}

const RETURNS_FREE = (returns: string, free: string) => `${returns}(?:\\s\\p{L}+){0,2}\\s${free}`
const GUARANTEE: Phrases = {
  en: [
    '(?:money[- ]back|satisfaction|lifetime|price[- ]match)\\sguarantee',
    'guaranteed',
    '\\d+[- ](?:day|year)\\s(?:money[- ]back\\s)?guarantee',
    '\\d+[- ]year\\swarranty',
    'warranty',
    'risk[- ]free',
    'free\\sreturns?',
    RETURNS_FREE('returns?', 'free'),
    'no\\squestions\\sasked',
    '\\d+[- ]day\\s(?:free\\s)?returns?',
  ],
  es: [
    'garantía',
    'devoluci(?:ón|ones)\\s(?:gratis|gratuitas?)',
    RETURNS_FREE('devoluci(?:ón|ones)', '(?:gratis|gratuitas?)'),
    'te\\sdevolvemos\\stu\\sdinero',
  ],
  pt: [
    'garantia',
    '(?:troca|devolução)\\s(?:grátis|gratuita)',
    RETURNS_FREE('(?:troca|devolução)', 'grátis'),
    'dinheiro\\sde\\svolta',
  ],
  fr: [
    'garantie',
    'satisfait\\sou\\sremboursé',
    'retours?\\sgratuits?',
    RETURNS_FREE('retours?', 'gratuits?'),
    'retours?\\s(?:gratuits?|offerts?)',
  ],
  de: [
    'Garantie',
    'Geld-zurück',
    'kostenlose\\s(?:Rückgabe|Rücksendung|Retoure)',
    RETURNS_FREE('(?:Rückgabe|Rücksendung)', 'kostenlos'),
    'kostenlose[rn]?\\sRückversand',
    'Rückversand\\s(?:ist\\s)?kostenlos',
    'Rückgaberecht',
  ],
  it: [
    'garanzia',
    'soddisfatti\\so\\srimborsati',
    'reso\\s(?:gratuito|gratis)',
    RETURNS_FREE('reso', '(?:gratuito|gratis)'),
    'resi\\s(?:gratuiti|gratis)',
  ],
  nl: [
    'garantie',
    'gratis\\sretour\\p{L}*',
    'retourneren\\sis\\sgratis',
    'niet\\sgoed,?\\sgeld\\sterug',
    'gratis\\sterugsturen',
  ],
  cs: [
    'záruk[auy]',
    'garance',
    'vrácení\\s(?:peněz|zdarma)',
    'peníze\\szpět',
    'vrácení\\szboží\\szdarma',
    'bezplatné\\svrácení',
  ],
  pl: [
    'gwarancj\\p{L}*',
    'darmow[ye]\\szwrot[y]?',
    'zwrot\\s(?:jest\\s)?darmowy',
    'zwrot\\spieniędzy',
    'bezpłatn[ye]\\szwrot[y]?',
  ],
  tr: ['garanti\\p{L}*', 'ücretsiz\\siade', 'iade\\s(?:de\\s)?ücretsiz', 'para\\siadesi'],
  sv: [
    'garanti',
    'fri\\sretur',
    'returen\\sär\\sgratis',
    'pengarna\\stillbaka',
    'öppet\\sköp',
    'fria\\sreturer',
  ],
  ja: ['返金保証', '保証付き', '返品無料', '全額返金'],
  ar: ['\\p{L}*إرجاع\\sمجان\\p{L}*', 'ضمان\\sاسترداد'],
}

/** Each offer's phrases. */
export const OFFER_PHRASES: Record<Offer, Phrases> = {
  'percent-off': PCT_OFF,
  'amount-off': AMOUNT_OFF,
  'free-shipping': FREE_SHIPPING,
  bogo: BOGO,
  'free-trial': FREE_TRIAL,
  bundle: BUNDLE,
  gift: GIFT,
  price: PRICE,
  installments: INSTALLMENTS,
  guarantee: GUARANTEE,
}
