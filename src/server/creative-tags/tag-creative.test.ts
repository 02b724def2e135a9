import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CreativeTag, TAG_VALUES } from '../../contract/creative-tags'
import { creativeText as ad, hooksOf, tagsOf } from '../../testing/creative-tags'
import { COPY } from '../seed/copy/copy-book'
import { tagCreative } from './tag-creative'

const offers = (body: string) => tagsOf('offers', { body })
const ctaType = (cta: string) => tagsOf('cta_types', { cta })

describe('hook text', () => {
  it('is the first sentence of the transcript, else the headline, else the body’s first sentence', () => {
    expect(tagCreative(ad({ headline: 'Shoes', transcript: 'Stop scrolling! These shoes…' })).hook_text).toBe(
      'Stop scrolling!',
    )
    expect(tagCreative(ad({ headline: '  Čau lidi. Který kraj?  ', body: 'Text.' })).hook_text).toBe(
      'Čau lidi. Který kraj?',
    )
    expect(tagCreative(ad({ body: 'Děti do škol! Bojujme s virem.' })).hook_text).toBe('Děti do škol!')
    expect(tagCreative(ad({})).hook_text).toBe('')
  })
})

describe('hooks', () => {
  it('a question needs its question mark, and a link’s query is none', () => {
    expect(hooksOf('Why do dogs love this bed?')).toEqual(['question: Why do dogs love this bed?'])
    expect(hooksOf('¿Cansado de lo mismo? Prueba esto')).toContain('question: ¿Cansado de lo mismo?')
    expect(hooksOf('今すぐ試してみませんか？')).toContain('question: 今すぐ試してみませんか？')
    expect(hooksOf('The question every runner asks')).toEqual([])
    expect(hooksOf('See https://shop.example/?id=3 now')).toEqual([])
  })

  it('a number is a count or a statistic, not a date, year, rank, price, discount or duration', () => {
    expect(hooksOf('15 young entrepreneurs walked into a bank')).toEqual(['number: 15'])
    expect(hooksOf('Drei Gründe, warum alle Kaul lieben.')).toEqual([
      'number: Drei',
      'social-proof: warum alle',
      'curiosity: Drei Gründe',
    ])
    expect(hooksOf('Glasses make you 20% more attractive')).toEqual(['number: 20%'])
    expect(hooksOf('Trzy powody, dla których')).toContain('number: Trzy')
    for (const none of [
      'Tomio Okamura: Dnešní aktuality 13.7.2021',
      'Vintage 1970 photograph',
      'Stil of stemmen, 17 maart',
      'Stem op plaats 7 van de lijst',
      'Last chance: 30% off home workouts',
      'Rodina na 1. místě',
      'Over precies twee weken',
      'Call 0800 123 456 today',
      'The 2nd amendment',
      'Kies verstandig, stem JA op 15, 16 en 17 maart!',
      'Vota el 16 de mayo',
      // A figure deep in a long first sentence carries no opening claim.
      'The Atlanta police department reported that the driver, Ryan Lisabeth, was on top speed to Joseph E. Boone Boulevard when he lost control and injured 2 children',
    ])
      expect(
        hooksOf(none).filter((tag) => tag.startsWith('number')),
        none,
      ).toEqual([])
  })

  it('a number is also an age as the claim, and a count in words of hundreds or thousands', () => {
    expect(hooksOf('Cicely Tyson is 92 years old.')).toEqual(['number: 92'])
    expect(hooksOf('Hundreds of students came together')).toEqual(['number: Hundreds'])
    expect(hooksOf('Tausende Menschen gingen auf die Straße')).toEqual(['number: Tausende'])
    expect(hooksOf('Deze verkiezingen zijn van levensbelang voor miljoenen dieren.')).toEqual([
      'number: miljoenen',
    ])
    expect(hooksOf('Miles de clientes ya lo usan')).toContain('number: Miles de')
  })

  it('a call-out names its audience by who they are, in every language', () => {
    expect(hooksOf('Attention dog owners!')).toEqual(['call-out: Attention dog owners'])
    expect(hooksOf('ATTENTION, NEWYORK!')).toEqual(['call-out: ATTENTION, NEWYORK'])
    expect(hooksOf('Runners! This one is for you')).toEqual(['call-out: Runners'])
    expect(hooksOf('Hey, runners!')).toEqual(['call-out: Hey, runners'])
    expect(hooksOf('Fellow veterans!')).toEqual(['call-out: Fellow veterans'])
    expect(hooksOf('Koffieliefhebbers, opgelet')).toEqual(['call-out: Koffieliefhebbers'])
    expect(hooksOf('Moms, meet your new favourite bag')).toEqual(['call-out: Moms'])
    expect(hooksOf('Breakfast for busy parents')).toEqual(['call-out: for busy parents'])
    expect(hooksOf('If you’re over 40, read this')).toContain('call-out: If you’re')
    expect(hooksOf('Liebe Gamer, das ist neu')).toEqual(['call-out: Liebe Gamer'])
    expect(hooksOf('Ondernemers: dit verandert in 2027')).toEqual(['call-out: Ondernemers'])
    expect(hooksOf('CODE ORANJE VOOR ONDERNEMERS🧡')).toEqual(['call-out: VOOR ONDERNEMERS'])
    expect(hooksOf('Hola mamás, esto es para vosotras')).toEqual(['call-out: Hola mamás'])
    expect(hooksOf('Pour les amoureux de café')).toEqual(['call-out: Pour les amoureux'])
    expect(hooksOf('Uwaga kierowcy!')).toEqual(['call-out: Uwaga kierowcy'])
    expect(hooksOf('Köpek sahipleri, bu size göre')).toEqual(['call-out: Köpek sahipleri'])
    expect(hooksOf('Hundägare, lyssna')).toEqual(['call-out: Hundägare'])
    expect(hooksOf('敏感肌な方へ')).toEqual(['call-out: な方へ'])
  })

  it('a call-out after a greeting or first thing, in each language', () => {
    const cases: [string, string][] = [
      ['Americans, wake up!', 'Americans'],
      ['Corredores, esto es para vosotros', 'Corredores'],
      ['Para mães ocupadas', 'Para mães'],
      ['Chers parents, la rentrée arrive', 'Chers parents'],
      ['Liebe Hundebesitzer, aufgepasst', 'Liebe Hundebesitzer'],
      ['Mamme, ecco la novità', 'Mamme'],
      ['Beste kiezers, morgen stemmen we', 'Beste kiezers'],
      ['Milí rodiče, máme novinku', 'Milí rodiče'],
      ['Drodzy rodzice, mamy nowość', 'Drodzy rodzice'],
      ['Sevgili anneler, yeni ürün', 'Sevgili anneler'],
      ['Kära hundägare, nu kommer', 'Kära hundägare'],
      ['My fellow Americans, vote!', 'My fellow Americans'],
      ['Vážení spoluobčané, děkujeme', 'Vážení spoluobčané'],
    ]
    for (const [hook, evidence] of cases) expect(hooksOf(hook), hook).toContain(`call-out: ${evidence}`)
  })

  it('a greeting, "you", "this is your sign" and POV name no audience', () => {
    for (const none of [
      'Hey guys!',
      'Hey what’s up buds!',
      'Čau lidi.',
      'This is your sign to try Blue Tide.',
      'Das ist dein Zeichen, Kaul Berlin auszuprobieren.',
      'POV: du har äntligen hittat rätt',
      'POV : tu as enfin trouvé des snacks',
      'You deserve better sleep',
      'Attention: this changes everything',
      'My parents always said this',
      'Hundreds of students came together',
      'Attention please, the doors close',
      'All students deserve a chance',
      'Black activists are trying to get the government’s attention',
    ])
      expect(
        hooksOf(none).filter((tag) => tag.startsWith('call-out')),
        none,
      ).toEqual([])
  })

  it('stopping the scroll and inviting a look are curiosity', () => {
    expect(hooksOf('Okay, stop scrolling.')).toEqual(['curiosity: stop scrolling'])
    expect(hooksOf('¡Deja de hacer scroll!')).toEqual(['curiosity: Deja de hacer scroll'])
    expect(hooksOf('Stopp, nicht weiterscrollen!')).toEqual(['curiosity: nicht weiterscrollen'])
    expect(hooksOf('Para tudo!')).toEqual(['curiosity: Para tudo'])
    expect(hooksOf('Przestań scrollować!')).toEqual(['curiosity: Przestań scrollować'])
    expect(hooksOf('Kaydırmayı bırak!')).toEqual(['curiosity: Kaydırmayı bırak'])
    expect(hooksOf('Listen to what this kid just said.')).toEqual(['curiosity: Listen to what'])
    expect(hooksOf('JUST WATCH...The face you make')).toEqual(['curiosity: JUST WATCH'])
    expect(hooksOf('Podívejte se, jaké šílenosti se dějí')).toEqual(['curiosity: Podívejte se'])
    expect(hooksOf('Nobody tells you this about sleep')).toEqual(['curiosity: Nobody tells'])
    // "look" as a verb of appearance holds nothing back.
    expect(hooksOf('Please let me look this good when I get older.')).toEqual([])
  })

  it('stopping the scroll is curiosity in each language, a countdown urgency', () => {
    for (const hook of [
      'Pare de rolar!',
      'Arrête de scroller',
      'Hör auf zu scrollen',
      'Smetti di scrollare!',
      'Stop met scrollen!',
      'Přestaňte scrollovat!',
      'Sluta scrolla!',
      'スクロールを止めて',
    ])
      expect(hooksOf(hook), hook).toEqual([`curiosity: ${hook.replace(/!$/u, '')}`])
    for (const hook of [
      'Quedan 3 días',
      'Faltam 5 dias',
      'Il reste 2 jours',
      'Mancano 5 giorni',
      'Nog 3 dagen',
      'Zbývá 5 dní',
      'Zostały 3 dni',
      '3 gün kaldı',
      '3 dagar kvar',
      'あと3日',
    ])
      expect(hooksOf(hook), hook).toEqual([`urgency: ${hook}`])
    for (const [hook, evidence] of [
      ['Zítra volíme', 'Zítra'],
      ['Jutro wybory', 'Jutro'],
      ['Demain, on vote', 'Demain'],
    ])
      expect(hooksOf(hook!), hook).toEqual([`urgency: ${evidence}`])
  })

  it('social proof and urgency, countdowns to a deadline included', () => {
    // "Why everyone is switching", told and not asked, is also a gap the ad fills.
    expect(hooksOf('Por qué todo el mundo se pasa a Brave')).toEqual([
      'social-proof: todo el mundo se pasa',
      'curiosity: Por qué',
    ])
    expect(hooksOf('Därför byter alla till Pure Tide')).toEqual([
      'social-proof: byter alla',
      'curiosity: Därför',
    ])
    expect(hooksOf('More than 20,000 people have signed')).toEqual([
      'number: 20,000',
      'social-proof: 20,000 people have signed',
    ])
    expect(hooksOf('Herkesin Clalora markasını sevmesinin üç nedeni.')).toEqual([
      'number: üç',
      'social-proof: Herkesin Clalora markasını sevmesinin',
      'curiosity: üç nedeni',
    ])
    expect(hooksOf('Dernière chance : -20 % sur nos snacks')).toEqual(['urgency: Dernière chance'])
    expect(hooksOf('Son şans: keten gömlekler %40 indirimli')).toEqual(['urgency: Son şans'])
    expect(hooksOf('期間限定のセール')).toEqual(['urgency: 期間限定'])
    expect(hooksOf('Over 13 dagen zijn de verkiezingen')).toEqual(['urgency: Over 13 dagen'])
    expect(hooksOf('Over precies twee weken zijn de verkiezingen')).toEqual([
      'urgency: Over precies twee weken',
    ])
    expect(hooksOf('Only 3 days left to save')).toEqual(['urgency: Only 3 days left'])
    expect(hooksOf('Laatste dag om te stemmen')).toEqual(['urgency: Laatste dag'])
    expect(hooksOf('Noch zwei Tage bis zur Wahl')).toEqual(['urgency: Noch zwei Tage'])
    expect(hooksOf('Tomorrow is your last chance to vote')).toEqual(['urgency: Tomorrow is your last'])
    expect(hooksOf('🗣 Morgen hebben alle Nederlanders de kans')).toEqual(['urgency: Morgen'])
    // The polls opening today is news, not a deadline.
    expect(hooksOf('Vanaf vandaag zijn de stembussen geopend')).toEqual([])
  })

  it('how-to, before and after, testimonials and problems', () => {
    expect(hooksOf('The video will teach you how to stay calm')).toEqual(['how-to: teach you how'])
    expect(hooksOf('In 6 simpele stappen kan je meedenken')).toEqual([
      'number: 6',
      'how-to: 6 simpele stappen',
    ])
    expect(hooksOf('Dr. Freund aneb jak vláda zaklekávala')).toEqual([])
    expect(hooksOf('Vorher nachher: unsere Kundin')).toEqual(['before-after: Vorher nachher'])
    // A change after a time is before-after; the days are no number.
    expect(hooksOf('After 7 days my skin was clear')).toContain('before-after: After 7 days')
    expect(hooksOf('Nach 14 Tagen sichtbar')).toEqual(['before-after: Nach 14 Tagen'])
    expect(hooksOf('3 gün sonra sonuç')).toEqual(['before-after: 3 gün sonra'])
    // "How" and an infinitive promise a method, in each language.
    for (const [hook, evidence] of [
      ['Cómo votar en las elecciones', 'Cómo votar'],
      ['Como usar o app', 'Como usar'],
      ['Comment choisir son matelas', 'Comment choisir'],
      ['Come fare la pasta', 'Come fare'],
      ['Jak volit ze zahraničí', 'Jak volit'],
      ['Jak zrobić kawę', 'Jak zrobić'],
    ])
      expect(hooksOf(hook!), hook).toEqual([`how-to: ${evidence}`])
    expect(hooksOf('Come sempre, votate')).toEqual([])
    expect(hooksOf('Ik had niet verwacht dat dit werkt.')).toEqual(['testimonial: Ik had niet verwacht'])
    expect(hooksOf('“Mijn favoriete films als kind waren die van Rambo.')).toEqual([
      'testimonial: “Mijn favoriete films als kind waren die van Rambo.',
    ])
    // A quoted term is no one speaking.
    expect(hooksOf('"White privilege" term is new')).toEqual([])
    expect(hooksOf('Tired of cables everywhere')).toEqual(['problem: Tired of'])
    expect(hooksOf('Dealing with acne at 30')).toEqual(['problem: Dealing with'])
    expect(hooksOf('Ben je het zat?')).toEqual(['question: Ben je het zat?', 'problem: Ben je het zat'])
    expect(hooksOf('Už vás nebaví drahé energie?')).toContain('problem: Už vás nebaví')
    // A person's quoted words of three words or more open the ad; a quoted term is no one speaking.
    expect(hooksOf('"Chybí tu vlastenectví." Tak to řekl.')).toEqual(['testimonial: "Chybí tu vlastenectví.'])
    // A demand whose object is the problem does not present it as endured (issue 35's refinement).
    expect(hooksOf('Doe mee - Weg met de wooncrisis')).toEqual([])
    expect(hooksOf('De wooncrisis raakt jonge gezinnen')).toEqual(['problem: wooncrisis'])
  })

  it('Arabic, which the generator writes: its question mark, counts and openings', () => {
    expect(hooksOf('لماذا ينتقل الجميع إلى Noveia؟')).toEqual([
      'question: لماذا ينتقل الجميع إلى Noveia؟',
      'social-proof: ينتقل الجميع',
    ])
    expect(hooksOf('ثلاثة أسباب تخلي الكل يحب Noveia.')).toEqual([
      'number: ثلاثة',
      'social-proof: الكل يحب',
      'curiosity: ثلاثة أسباب',
    ])
    expect(hooksOf('وقّف التمرير! لازم تشوف')).toEqual(['curiosity: وقّف التمرير'])
    expect(hooksOf('ما توقعت أن هذا يفرق معي')).toEqual(['testimonial: ما توقعت'])
    expect(offers('التوصيل سريع جداً والإرجاع مجاني.')).toEqual(['guarantee: والإرجاع مجاني'])
    expect(offers('شحن مجاني لجميع الطلبات.')).toEqual(['free-shipping: شحن مجاني'])
  })

  it('hooks read only the opening words, not the body', () => {
    expect(tagsOf('hooks', { headline: 'New in: shoes', body: 'Why wait? Last chance!' })).toEqual([])
  })
})

describe('offers', () => {
  it('percent off in every language, but never a bare percentage', () => {
    expect(offers('Get 50% off your first order.')).toEqual(['percent-off: 50% off'])
    expect(offers('20 % Rabatt auf deine erste Bestellung.')).toEqual(['percent-off: 20 % Rabatt'])
    expect(offers('Jusqu’à -25 % sur les colliers')).toEqual(['percent-off: -25 %'])
    expect(offers('İlk siparişine özel %20 indirim.')).toEqual(['percent-off: %20 indirim'])
    expect(offers('Teraz masz 20 procent zniżki')).toEqual(['percent-off: 20 procent zniżki'])
    expect(offers('Sleva 30 % na vše')).toEqual(['percent-off: Sleva 30 %'])
    expect(offers('全品20%OFF')).toEqual(['percent-off: 20%OFF'])
    expect(offers('فرصة أخيرة: خصم 70% على قمصان')).toEqual(['percent-off: خصم 70%'])
    expect(offers('وفّر 15% اليوم')).toEqual(['percent-off: وفّر 15%'])
    for (const none of ['100% cotton', '20% more attractive', 'z 15 % na 10 %', 'mezi 4–10 % rozpočtu'])
      expect(offers(none)).toEqual([])
  })

  it('a price is an amount with a word that states it or shop cents; a phone number or year is none', () => {
    expect(offers('Now from just $9.99.')).toEqual(['price: from just $9.99'])
    expect(offers('Familienspiele ab 22,99 €')).toEqual(['price: ab 22,99 €'])
    expect(offers('Oversize kapüşonlular şimdi ₺4.499')).toEqual(['price: şimdi ₺4.499'])
    expect(offers('Word lid voor € 5,72 per jaar')).toEqual(['price: voor € 5,72'])
    expect(offers('Långvariga läppstift från 249 kr')).toEqual(['price: från 249 kr'])
    expect(offers('Only R$ 47,95 while stocks last')).toEqual(['price: Only R$ 47,95'])
    for (const none of ['Call 0800 123 4567', 'Since 2019', 'paid $10 a month in 1864', 'nyní 500 korun'])
      expect(offers(none)).toEqual([])
  })

  it('a price parts its thousands with a plain space, and is written in dirhams too', () => {
    expect(offers('Nu från endast 1 099 kr.')).toEqual(['price: från endast 1 099 kr'])
    expect(offers('Dès 1 299 € seulement')).toEqual(['price: Dès 1 299 €'])
    expect(offers('منظمات حقائب ابتداءً من 1.499 DH')).toEqual(['price: ابتداءً من 1.499 DH'])
    expect(offers('فقط AED 58.99')).toEqual(['price: فقط AED 58.99'])
    // A count after the amount is not part of it.
    expect(offers('Från 249 kr 100 nöjda kunder')).toEqual(['price: Från 249 kr'])
  })

  it('amounts off, free shipping, free trials and gifts, but not "free" alone', () => {
    expect(offers('Take $10 off today')).toEqual(['amount-off: $10 off'])
    expect(offers('Livraison offerte sur toutes les commandes.')).toEqual([
      'free-shipping: Livraison offerte',
    ])
    expect(offers('Doprava zdarma nad 1000 Kč')).toEqual(['free-shipping: Doprava zdarma'])
    expect(offers('送料無料でお届け')).toEqual(['free-shipping: 送料無料'])
    expect(offers('Start your 14-day free trial')).toEqual(['free-trial: 14-day free'])
    expect(offers('Jetzt 30 Tage kostenlos testen')).toEqual(['free-trial: kostenlos testen'])
    expect(offers('Free gift with every order')).toEqual(['gift: Free gift'])
    for (const none of [
      'not free',
      'Free of parabens',
      'sugar-free and gluten free',
      'Free returns? Not here: no free shipping either',
      'It’s free! Join the event',
      'Personalised gift boxes',
      'Kein kostenloser Versand',
    ])
      expect(offers(none).filter((tag) => !tag.startsWith('guarantee'))).toEqual([])
  })

  it('buy one get one, bundles, instalments and guarantees, not their look-alikes', () => {
    expect(offers('Buy one, get one free. This week only.')).toEqual(['bogo: Buy one, get one free'])
    expect(offers('Nur diese Woche: Kauf eins, nimm zwei.')).toEqual(['bogo: Kauf eins, nimm zwei'])
    expect(offers('2x1 solo esta semana.')).toEqual(['bogo: 2x1'])
    expect(offers('Sadece bu hafta: 1 alana 1 bedava.')).toEqual(['bogo: 1 alana 1 bedava'])
    expect(offers('A little something, 2 for you')).toEqual([])
    expect(offers('Save with our 3-pack')).toEqual(['bundle: 3-pack'])
    expect(offers('Paiement en 3 fois sans frais.')).toEqual(['installments: Paiement en 3 fois'])
    expect(offers('Parcele em até 6x sem juros.')).toEqual(['installments: Parcele'])
    expect(offers('Peşin fiyatına 3 taksit.')).toEqual(['installments: 3 taksit'])
    expect(offers('Kargo çok hızlı, iade de ücretsiz.')).toEqual(['guarantee: iade de ücretsiz'])
    expect(offers('30-day money-back guarantee')).toEqual(['guarantee: 30-day money-back guarantee'])
    expect(offers('Shipping is super fast and returns are free.')).toEqual(['guarantee: returns are free'])
    // Free returns, with or without a period, are a guarantee, never free shipping.
    for (const [text, evidence] of [
      ['Devoluciones gratis.', 'Devoluciones gratis'],
      ['La devolución es gratuita', 'devolución es gratuita'],
      ['Devolução grátis', 'Devolução grátis'],
      ['Le retour est gratuit', 'retour est gratuit'],
      ['Die Rücksendung ist kostenlos', 'Rücksendung ist kostenlos'],
      ['Gratis retourneren', 'Gratis retourneren'],
      ['Vrácení zdarma', 'Vrácení zdarma'],
      ['30 dni na darmowy zwrot', 'darmowy zwrot'],
      ['Ücretsiz iade', 'Ücretsiz iade'],
      ['返品無料', '返品無料'],
    ])
      expect(offers(text!), text).toEqual([`guarantee: ${evidence}`])
    expect(offers('Free returns on every order')).toEqual(['guarantee: Free returns'])
    expect(offers('30 dagars fri retur')).toEqual(['guarantee: fri retur'])
    expect(offers('La spedizione è velocissima e il reso è gratuito.')).toEqual([
      'guarantee: reso è gratuito',
    ])
    expect(offers('Kostenloser Rückversand und 30 Tage Rückgaberecht')).toEqual([
      'guarantee: Kostenloser Rückversand',
    ])
    expect(offers('Low monthly payments with Klarna')).toEqual(['installments: Low monthly payments'])
  })

  it('offers read every field, and each offer is tagged once', () => {
    const tags = tagsOf('offers', {
      headline: 'Up to 40% off',
      body: 'Save 20% today. Free shipping.',
      transcript: 'Right now you get 25 percent off',
    })
    expect(tags).toEqual(['percent-off: 40% off', 'free-shipping: Free shipping'])
  })
})

describe('call-to-action types', () => {
  it('each button gets exactly one type, whatever its language', () => {
    const cases: [string, string][] = [
      ['Shop Now', 'shop: Shop'],
      ['Jetzt kaufen', 'shop: kaufen'],
      ['Nakupovat', 'shop: Nakupovat'],
      ['Kupuj', 'shop: Kupuj'],
      ['Learn More', 'learn: Learn More'],
      ['Más información', 'learn: Más información'],
      ['Mehr ansehen', 'learn: Mehr ansehen'],
      ['Installer', 'download: Installer'],
      ['Use app', 'download: Use app'],
      ['Jetzt buchen', 'book: buchen'],
      ['Sign Up', 'sign-up: Sign Up'],
      ['Começar', 'sign-up: Começar'],
      ['Contact us', 'contact: Contact'],
      ['Watch more', 'watch: Watch'],
      ['Angebot sichern', 'get-offer: Angebot sichern'],
      ['Profiter de l’offre', 'get-offer: Profiter de l’offre'],
      ['今すぐ購入', 'shop: 今すぐ購入'],
      ['Donate', 'other: Donate'],
    ]
    for (const [button, tag] of cases) expect(ctaType(button)).toEqual([tag])
    expect(ctaType('İndir')).toEqual(['download: İndir'])
    expect(ctaType('   ')).toEqual([])
  })

  it('every button the generator writes, in each of its languages, has a type of its own', () => {
    for (const [language, copy] of Object.entries(COPY))
      for (const [kind, buttons] of Object.entries(copy.cta))
        for (const button of buttons) {
          const [tag] = ctaType(button)
          expect(tag, `${language} ${kind}: ${button}`).toBeDefined()
          expect(tag!.startsWith('other'), `${language} ${kind}: ${button} is ${tag}`).toBe(false)
        }
  })
})

describe('every ad', () => {
  const anyText = fc.oneof(
    fc.string({ maxLength: 400 }),
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc.constantFrom(
      'Free shipping!',
      'Last chance: 30% off',
      '¿Qué?',
      '“Ich hätte nie gedacht',
      '2x1 ₺4.499',
    ),
  )
  const anyAd = fc.record({
    headline: anyText,
    body: anyText,
    transcript: anyText,
    cta: anyText,
    languages: fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
  })

  it('is tagged without throwing, the same way twice, with evidence from its own words', () => {
    fc.assert(
      fc.property(anyAd, (text) => {
        const breakdown = tagCreative(text)
        expect(tagCreative(text)).toEqual(breakdown)
        const fields = [text.headline, text.body, text.transcript, text.cta]
        expect(fields.some((field) => field.includes(breakdown.hook_text))).toBe(true)
        const seen = new Set<string>()
        for (const tag of breakdown.tags) {
          expect(CreativeTag.safeParse(tag).success).toBe(true)
          expect((TAG_VALUES[tag.family] as readonly string[]).includes(tag.value)).toBe(true)
          expect(tag.evidence).not.toBe('')
          expect(fields.some((field) => field.includes(tag.evidence))).toBe(true)
          expect(seen.has(`${tag.family}/${tag.value}`)).toBe(false)
          seen.add(`${tag.family}/${tag.value}`)
        }
        const ctaTypes = breakdown.tags.filter((tag) => tag.family === 'cta_types')
        expect(ctaTypes).toHaveLength(text.cta.trim() === '' ? 0 : 1)
      }),
      { numRuns: 500 },
    )
  })
})
