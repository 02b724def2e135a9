import { describe, expect, it } from 'vitest'
import { hooksOf, hookValuesOf, tagsOf } from '../../testing/creative-tags'

// Hooks as word families in every language: problems, testimonials that are a person's words,
// figures that carry the claim, urgency, call-outs. Each case is an opening as a headline.

describe('a problem hook names a pain, worry, threat or crisis the audience has', () => {
  it('in every language, by word family', () => {
    const cases: [string, string][] = [
      ['Worried about your heating bill this winter', 'Worried'],
      ['Afraid of losing your savings', 'Afraid of'],
      ['Stressed out by back-to-school shopping', 'Stressed'],
      ['Rising prices are hitting every family', 'Rising prices'],
      ['The teacher shortage is getting worse', 'shortage'],
      ['Too expensive to rent, too expensive to buy', 'Too expensive'],
      ['Knee pain holding you back', 'pain'],
      ['¿Preocupado por la factura de la luz?', 'Preocupado'],
      ['La escasez de vivienda afecta a los jóvenes', 'escasez'],
      ['Medo de perder o emprego', 'Medo de'],
      ['Dor nas costas todos os dias', 'Dor nas'],
      ['Inquiet pour votre retraite', 'Inquiet'],
      ['La pénurie de médecins continue', 'pénurie'],
      ['Angst vor der nächsten Stromrechnung', 'Angst vor'],
      ['Der Fachkräftemangel trifft uns alle', 'Fachkräftemangel'],
      ['Rückenschmerzen im Homeoffice', 'Rückenschmerzen'],
      ['Paura di non arrivare a fine mese', 'Paura di'],
      ['I rincari delle bollette non si fermano', 'rincari'],
      ['Het woningtekort raakt jonge gezinnen', 'woningtekort'],
      ['Bang voor de energierekening', 'Bang voor'],
      ['Stichting Dierenhulp is het beu.', 'het beu'],
      ['Hejtmani nemají dost vakcín, není čím očkovat.', 'nemají dost'],
      ['Částečné úvazky jsou u nás nedostatkové zboží.', 'nedostatkové'],
      ['Jaké nebezpečné věci prosazují jiné strany', 'nebezpečné'],
      ['Boisz się rachunków za prąd', 'Boisz się'],
      ['Drożyzna w sklepach rośnie', 'Drożyzna'],
      ['Kira artışları endişe veriyor', 'endişe'],
      ['Bostadsbristen växer', 'Bostadsbristen'],
      ['Orolig för elpriset i vinter', 'Orolig'],
      ['値上げが止まらない', '値上げ'],
      ['تعبت من ارتفاع الأسعار', 'تعبت من'],
      ['Inflation is eating your savings', 'Inflation'],
      ['Die Armut wächst in unserer Stadt', 'Armut'],
      ['Nezaměstnanost roste', 'Nezaměstnanost'],
      ['İşsizlik artıyor', 'İşsizlik'],
      ['Kannst du nicht schlafen?', 'nicht schlafen'],
      ['Slapeloos door de buren', 'Slapeloos'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`problem: ${evidence}`)
  })

  it('not "no problem", "problem solved", nor verbs that only look like worries', () => {
    for (const none of [
      'No problem, we ship tomorrow',
      'Problem solved: the new bag is here',
      'Kein Problem mit unserer Garantie',
      'Problem gelöst!',
      'Geen probleem, wij regelen het',
      'Pas de problème avec nos retours',
      'Sin problemas, sin esperas',
      'Žádný problém, vše vyřešíme',
      'Bez problemu zwrócisz zakupy',
      'Sorun yok, hemen gönderiyoruz',
      'Inga problem, vi fixar det',
      'Wir sorgen für Ordnung',
      'Wij zorgen voor elkaar',
      'Stop the violence!',
      'Paro nacional el jueves',
      "Don't worry, we've got you",
    ])
      expect(hookValuesOf(none), none).not.toContain('problem')
  })
})

describe('a testimonial is a person’s own words', () => {
  it('a quotation that is said: it ends a sentence, runs on, or is followed by who said it', () => {
    expect(hooksOf('"I love this bag", says Anna')).toContain('testimonial: "I love this bag')
    expect(hooksOf('“Our town deserves a new library” – Jan Novák')).toContain(
      'testimonial: “Our town deserves a new library',
    )
    expect(hooksOf('„Co mě čeká dál?')).toContain('testimonial: „Co mě čeká dál?')
    expect(hooksOf('"Složil jsem přísahu ústavě.')).toContain('testimonial: "Složil jsem přísahu ústavě.')
  })

  it('not a quoted title or caption running into the sentence', () => {
    expect(hookValuesOf('"RUNNING INTO DADDY\'S ARMS A LOT EASIER" Meet this little angel')).not.toContain(
      'testimonial',
    )
    expect(hookValuesOf('"The Long Road Home" premieres tonight')).not.toContain('testimonial')
  })

  it('"I use" and "I tried" are about the product, not a vote, a chance or an attempt', () => {
    expect(hooksOf('Ik gebruik ze nu twee weken elke dag')).toContain('testimonial: Ik gebruik ze')
    expect(hooksOf('Ich nutze sie jetzt seit zwei Wochen')).toContain('testimonial: Ich nutze sie')
    expect(hooksOf('Używam tego codziennie')).toContain('testimonial: Używam tego')
    expect(hooksOf('I tried it for two weeks')).toContain('testimonial: I tried')
    for (const none of [
      'I tried to warn you about this law',
      'Ik gebruik mijn stem voor Nijkerk',
      'Ich nutze die Chance für einen Neuanfang',
      'Używam głosu dla mojego miasta',
      'Používám rozum, ne emoce',
    ])
      expect(hookValuesOf(none), none).not.toContain('testimonial')
  })
})

describe('a testimonial praises the thing in the speaker’s words', () => {
  it('"changed my life" and "I love it", in each language', () => {
    const cases: [string, string][] = [
      ['This serum changed my skin in a month', 'changed my skin'],
      ['I love them, and so does my dog', 'I love them'],
      ['Este colchón cambió mi vida', 'cambió mi vida'],
      ['Esse tênis mudou minha vida', 'mudou minha vida'],
      ['Ce sac a changé ma vie', 'a changé ma vie'],
      ['Dieses Kissen hat mein Leben verändert', 'hat mein Leben verändert'],
      ['Questo cuscino mi ha cambiato la vita', 'mi ha cambiato la vita'],
      ['Deze app heeft mijn leven veranderd', 'heeft mijn leven veranderd'],
      ['Tahle kosmetika mi změnila život', 'mi změnila život'],
      ['Ta poduszka zmieniła moje życie', 'zmieniła moje życie'],
      ['Bu yastık hayatımı değiştirdi', 'hayatımı değiştirdi'],
      ['Den här kudden förändrade mitt liv', 'förändrade mitt liv'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`testimonial: ${evidence}`)
  })

  it('not a change told of others, nor love of a country', () => {
    for (const none of [
      'Covid změnil život nám všem',
      'This law changed the lives of millions',
      'I love this country',
      'We stress that every vote counts',
    ])
      expect(hookValuesOf(none), none).not.toContain('testimonial')
    expect(hookValuesOf('We stress that every vote counts')).not.toContain('problem')
  })
})

describe('a number hook is a figure that carries the claim', () => {
  it('not an age written before a name, but an age as the claim', () => {
    for (const none of [
      '21-year-old Lane Durham is facing prison',
      'De 17-jarige Sem won de prijs',
      'Der 80-jährige Peter läuft Marathon',
    ])
      expect(hookValuesOf(none), none).not.toContain('number')
    expect(hooksOf('Share this gorgeous 86-year-old bride.')).toContain('number: 86')
  })

  it('not a date with the month first, a time of day, an address, a model, part or article', () => {
    for (const none of [
      'Join us March 17 at City Hall',
      'Vote on Nov. 8 for change',
      'Doors open at 7 pm tonight',
      'Ab 19 Uhr im Rathaus',
      'Meet us at 221 Baker Street tonight',
      'Kalverstraat 92 in Amsterdam is open',
      'Hauptstraße 5 in Berlin',
      'Via Roma 10 a Milano',
      'Rue de Rivoli 12 ouvre ses portes',
      'iPhone 15 Pro Max is here',
      'Chapter 3 of our plan',
      'Article 50 was triggered',
      'Proposition 22 hurts drivers',
      'Route 66 road trip',
      'COVID 19 vaccines for all',
      'Folge 3 unserer Serie',
      'Aflevering 5 van onze podcast',
      'Díl 3 našeho seriálu',
      'Odcinek 4 już jest',
    ])
      expect(hookValuesOf(none), none).not.toContain('number')
  })

  it('while counts and list sizes next to such words stay', () => {
    expect(hooksOf('Top 10 reasons to vote')).toContain('number: 10')
    expect(hooksOf('PvdA-GroenLinks 18 vrouwelijke kandidaten')).toContain('number: 18')
    expect(hooksOf('Travel via 3 new bridges')).toContain('number: 3')
    expect(hooksOf('Vi har 50 000 nöjda kunder')).toContain('number: 50 000')
  })

  it('not the years since an anniversary, in the forms Czech and Polish give them', () => {
    expect(hookValuesOf('Od našeho založení před 30 lety nás spojuje cíl')).not.toContain('number')
    expect(hookValuesOf('Po 30 latach wracamy do miasta')).not.toContain('number')
  })

  it('not the French "dos" of a backpack, while the Spanish count stays', () => {
    expect(hookValuesOf('Nos sacs à dos préférés')).not.toContain('number')
    expect(hooksOf('Dos razones para cambiar hoy')).toContain('number: Dos')
  })

  it('a Saudi riyal amount is a price, so no number hook', () => {
    expect(tagsOf('offers', { body: 'ابتداءً من 120 ر.س' })).toEqual(['price: ابتداءً من 120 ر.س'])
    expect(tagsOf('offers', { body: 'فقط 99.95 ر.س حتى نفاد الكمية.' })).toEqual(['price: فقط 99.95 ر.س'])
    expect(hookValuesOf('أحذية الجري 120 ر.س فقط')).not.toContain('number')
  })
})

// Version 4: problems of injustice and attacks, crises of politics and words of protecting left out,
// quotations after who says them, figures of the opening sentence only, "today" as the day to act.

describe('a problem hook also names an injustice done to the audience, or an attack on people', () => {
  it('in every language, by word family', () => {
    const cases: [string, string][] = [
      ['We are treated like animals in our own country', 'treated like animals'],
      ['Millions are denied their basic rights', 'denied their basic rights'],
      ['Discrimination at work is still everywhere', 'Discrimination'],
      ['Unfair taxes are crushing small shops', 'Unfair'],
      ['Terror attack in Manchester tonight', 'Terror attack'],
      ['Car bombing in the city centre', 'Car bombing'],
      ['La injusticia fiscal continúa', 'injusticia'],
      ['Atentado en el centro de la ciudad', 'Atentado'],
      ['A injustiça salarial continua', 'injustiça'],
      ["L'injustice fiscale continue", 'injustice'],
      ['Attentat à Nice', 'Attentat'],
      ['Ungerechtigkeit im Steuersystem', 'Ungerechtigkeit'],
      ['Bombenanschlag in der Innenstadt', 'Bombenanschlag'],
      ["Un'ingiustizia che dura da anni", 'ingiustizia'],
      ['Oneerlijke concurrentie uit het buitenland', 'Oneerlijke'],
      ['Discriminatie op de woningmarkt', 'Discriminatie'],
      ['Nespravedlivé daně pro živnostníky', 'Nespravedlivé'],
      ['Teroristický útok v centru města', 'Teroristický útok'],
      ['Niesprawiedliwe podatki dla rodzin', 'Niesprawiedliwe'],
      ['Ayrımcılık her yerde', 'Ayrımcılık'],
      ['Orättvisa skatter för pensionärer', 'Orättvisa'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`problem: ${evidence}`)
  })

  it('not a crisis of the government or of politics, while the audience’s crisis stays', () => {
    for (const none of [
      'Tomio Okamura v Aréně o vládní krizi a energetice',
      'V době těžké zahraničně-politické krize musí kandidát jasně mluvit',
      'The political crisis in Washington deepens',
      'Die Regierungskrise in Berlin geht weiter',
      'La crise politique continue',
      'Kabinetscrisis in Den Haag',
    ])
      expect(hookValuesOf(none), none).not.toContain('problem')
    expect(hooksOf('De wooncrisis raakt iedereen')).toContain('problem: wooncrisis')
    expect(hooksOf('The housing crisis is hurting families')).toContain('problem: crisis')
  })

  it('not a threat word that names whom to protect, while a danger the audience faces stays', () => {
    for (const none of ['Zákon, který umožňuje chránit ohrožené skupiny', 'We protect threatened habitats'])
      expect(hookValuesOf(none), none).not.toContain('problem')
    expect(hooksOf('Protect yourself from the danger of fraud')).toContain('problem: danger')
  })
})

describe('a testimonial quotation may follow who says it, or be the whole opening', () => {
  it('after a name or a source and ":" or a dash, or followed by a verb of saying', () => {
    expect(hooksOf('Tomio Okamura: „Tohle je zrada na občanech.“')).toContain(
      'testimonial: „Tohle je zrada na občanech.',
    )
    expect(
      hooksOf('XTV.cz - „Robert Šlachta pro SPD není žádná konkurence.“ – říká Tomio Okamura'),
    ).toContain('testimonial: „Robert Šlachta pro SPD není žádná konkurence.')
    expect(hooksOf('Petr Fiala říká: „Tohle je naše šance.“')).toContain('testimonial: „Tohle je naše šance.')
    expect(hooksOf('Anna says: "I sleep through the night now"')).toContain(
      'testimonial: "I sleep through the night now',
    )
    expect(hooksOf('"We will rebuild this town together" says the mayor')).toContain(
      'testimonial: "We will rebuild this town together',
    )
    expect(hooksOf('„Das schaffen wir gemeinsam“ sagt die Bürgermeisterin')).toContain(
      'testimonial: „Das schaffen wir gemeinsam',
    )
  })

  it('a whole opening in quotes when a person speaks in it, not a line about a thing', () => {
    expect(hooksOf('"I wish you were still alive to see this"')).toContain(
      'testimonial: "I wish you were still alive to see this',
    )
    expect(hookValuesOf('"It still has a few more miles left"')).not.toContain('testimonial')
  })

  it('not after a lead in lower case, which is a sentence of its own', () => {
    expect(hookValuesOf('Say it loud - "I am Black and I\'m proud:"')).not.toContain('testimonial')
  })

  it('"Honestly" only before the speaker or the thing', () => {
    expect(hooksOf('Honestly, I did not think it would work')).toContain('testimonial: Honestly, I')
    expect(hookValuesOf('Honestly,. white princesses are fine... But these are lovely!')).not.toContain(
      'testimonial',
    )
  })
})

describe('a number hook is a figure of the opening sentence', () => {
  it('not one of a later sentence of the headline, unless the first is a call of a word or two', () => {
    expect(hookValuesOf('Robert Šlachta není konkurence. Pokuty až 10 milionů.')).not.toContain('number')
    expect(hooksOf('Stem!!! 💚 | Jesse Klaver geeft je 5 redenen voor GroenLinks')).toContain('number: 5')
  })

  it('not the status line of an error page copied as a link’s title', () => {
    for (const none of ['301 Moved Permanently', '404 Not Found', '503 Service Unavailable'])
      expect(hookValuesOf(none), none).not.toContain('number')
    expect(hooksOf('404 reasons to love Mondays')).toContain('number: 404')
    expect(hooksOf('500 unauthorized immigrants were counted')).toContain('number: 500')
  })
})

describe('urgency: today as the day to act', () => {
  it('in every language', () => {
    const cases: [string, string][] = [
      ['Today is the day to vote', 'Today is the day'],
      ['Now or never!', 'Now or never'],
      ['Hoy es tu oportunidad', 'Hoy es tu oportunidad'],
      ['Hoje é a sua chance', 'Hoje é a sua chance'],
      ["Aujourd'hui est votre dernière chance", "Aujourd'hui est votre dernière chance"],
      ['Heute ist deine letzte Chance', 'Heute ist deine letzte Chance'],
      ['Oggi è il giorno', 'Oggi è il giorno'],
      ['Vandaag moet het gebeuren!', 'Vandaag moet het gebeuren'],
      ['Zastavme exekuční byznys, dnes je jedinečná šance!', 'dnes je jedinečná šance'],
      ['Dziś jest ostatnia szansa', 'Dziś jest ostatnia szansa'],
      ['Bugün son şans', 'Bugün son şans'],
      ['Idag är din chans', 'Idag är din chans'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`urgency: ${evidence}`)
  })

  it('not a day described, nor news that starts today', () => {
    for (const none of [
      'Today is a good day for soup',
      'Dnes je krásný den',
      'Vanaf vandaag zijn de stembussen geopend',
      'Heute ist Montag',
      // "Still today" tells how long, not when to act.
      'Noch heute leiden viele Menschen darunter',
      'Nog vandaag zijn de gevolgen zichtbaar',
      'Ještě dnes si to pamatuji',
    ])
      expect(hookValuesOf(none), none).not.toContain('urgency')
  })
})

describe('a call-out as texts spell it', () => {
  it('"If u love…", not a plain "if"', () => {
    expect(hooksOf('If u love to be woke, join our community!')).toContain('call-out: If u love')
    expect(hookValuesOf('If it rains, we move inside')).not.toContain('call-out')
  })
})

describe('a problem hook also names an everyday pain', () => {
  it('loneliness, debts, waiting lists, lost jobs, hunger, unaffordable homes, in each language', () => {
    const cases: [string, string][] = [
      ['Lonely since the kids moved out', 'Lonely'],
      ['Drowning in debts after the holidays', 'debts'],
      ['Waiting lists for hospitals keep growing', 'Waiting lists'],
      ['Thousands lost their jobs this year', 'lost their jobs'],
      ['Say goodbye to acne for good', 'acne'],
      ['Las listas de espera no paran de crecer', 'listas de espera'],
      ['Dívidas no cartão de crédito', 'Dívidas'],
      ["Les listes d'attente s'allongent", "listes d'attente"],
      ['Einsamkeit im Alter ist ein Thema', 'Einsamkeit'],
      ['Mieten sind unbezahlbar geworden', 'unbezahlbar'],
      ["Le liste d'attesa negli ospedali", "liste d'attesa"],
      ['Steeds meer eenzame ouderen', 'eenzame'],
      ['De wachtlijsten in de zorg zijn te lang', 'wachtlijsten'],
      ['Overlast in de wijk moet stoppen', 'Overlast'],
      ['Huren zijn onbetaalbaar', 'onbetaalbaar'],
      ['Dluhy trápí statisíce rodin', 'Dluhy'],
      ['Nedostupné bydlení pro mladé', 'Nedostupné bydlení'],
      ['Samotność dotyka seniorów', 'Samotność'],
      ['Yalnızlık bir salgın', 'Yalnızlık'],
      ['Vårdköerna växer', 'Vårdköerna'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`problem: ${evidence}`)
  })

  it('not a debt brake, nor life without debts', () => {
    for (const none of ['Die Schuldenbremse bleibt', 'Live debt-free in five years'])
      expect(hookValuesOf(none), none).not.toContain('problem')
  })
})

describe('a call-out also names believers, parties and siblings', () => {
  it('named first, before a comma', () => {
    expect(hooksOf('Brothers and sisters, it is time to vote')).toContain('call-out: Brothers')
    expect(hooksOf('Conservatives, this one is for you')).toContain('call-out: Conservatives')
    expect(hookValuesOf('My brothers went to war')).not.toContain('call-out')
  })
})

describe('a problem hook also names a fear, a testimonial the speaker’s delight', () => {
  it('fear, in each language', () => {
    const cases: [string, string][] = [
      ['Fear of losing your home is real', 'Fear of'],
      ['Tememos que suban los alquileres', 'Tememos que'],
      ['Craignez-vous pour votre emploi', 'Craignez'],
      ['Viele fürchten um ihre Rente', 'fürchten'],
      ['Temono per il loro lavoro', 'Temono'],
      ['Veel mensen vrezen voor hun baan', 'vrezen voor'],
      ['Bojíte se o svou práci', 'Bojíte se'],
      ['Nechceme, aby naše děti platily dluhy', 'Nechceme, aby'],
      ['Boimy się o przyszłość', 'Boimy się'],
      ['Rädslan för våldet växer', 'Rädslan'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`problem: ${evidence}`)
    expect(hookValuesOf('Fearless women run this town')).not.toContain('problem')
  })

  it('the speaker’s delight in the thing, in each language', () => {
    const cases: [string, string][] = [
      ["I'm obsessed with this serum", "I'm obsessed with"],
      ['My kids love these pancakes', 'My kids love'],
      ['Estoy encantada con mi nuevo colchón', 'Estoy encantada'],
      ['Estou apaixonada por esse tênis', 'Estou apaixonada'],
      ["J'en suis fan depuis un an", "J'en suis fan"],
      ['Ich bin total begeistert von dem Kissen', 'Ich bin total begeistert'],
      ['Sono innamorata di questa crema', 'Sono innamorata'],
      ['Ik ben zo blij met mijn nieuwe fiets', 'Ik ben zo blij met'],
      ['Jsem z toho nadšená', 'Jsem z toho nadšená'],
      ['Jestem zachwycona tym kremem', 'Jestem zachwycona'],
      ['Jag är så nöjd med min nya kudde', 'Jag är så nöjd'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`testimonial: ${evidence}`)
    expect(hookValuesOf('My kids are back at school')).not.toContain('testimonial')
  })
})

describe('urgency: the last day, and an election this weekend', () => {
  it('counted down in Dutch and Czech', () => {
    expect(hooksOf('Nog één dag te gaan tot de verkiezingen')).toContain('urgency: Nog één dag te gaan')
    expect(hooksOf('Volby jsou už tento víkend')).toContain('urgency: už tento víkend')
    expect(hookValuesOf('Nog één dag genieten van de zon')).not.toContain('urgency')
  })
})

describe('a number hook may be an amount of money the claim is about', () => {
  it('money raised or spent, with its sign before the figure, but not a price or a discount', () => {
    expect(hooksOf('Maj Toure has raised more than $20,000 for Black Guns Matter')).toContain(
      'number: $20,000',
    )
    expect(hooksOf('Het kabinet geeft €5 miljard uit aan defensie')).toContain('number: €5')
    for (const none of [
      'Now from just $9.99 while stocks last',
      'Take $10 off today',
      'Nur 49,95 € für kurze Zeit',
    ])
      expect(hookValuesOf(none), none).not.toContain('number')
  })
})

describe('a problem word also ends a compound', () => {
  it('poverty and emergencies in German, Dutch and Swedish compounds', () => {
    const cases: [string, string][] = [
      ['Kinderarmut nimmt in der Stadt zu', 'Kinderarmut'],
      ['Pflegenotstand in Bayern', 'Pflegenotstand'],
      ['Energiearmoede treft steeds meer gezinnen', 'Energiearmoede'],
      ['Barnfattigdomen ökar', 'Barnfattigdomen'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`problem: ${evidence}`)
    // The word runs on into another: the fight against poverty, not poverty.
    expect(hookValuesOf('Armutsbekämpfung ist unser Ziel')).not.toContain('problem')
  })
})

describe('a call-out also names the people of a city or a state', () => {
  it('named first, before a comma or "!"', () => {
    expect(hooksOf('Amsterdammers, stem op 17 maart!')).toContain('call-out: Amsterdammers')
    expect(hooksOf('Pražané, přijďte v sobotu na Václavák')).toContain('call-out: Pražané')
    expect(hooksOf('Texans! Early voting starts today')).toContain('call-out: Texans')
    expect(hookValuesOf('Amsterdammers stemmen massaal op de PvdA')).not.toContain('call-out')
  })
})

describe('social proof: recommended by others', () => {
  it('in each language', () => {
    const cases: [string, string][] = [
      ['Recommended by dentists across the country', 'Recommended by'],
      ['Recomendado por pediatras', 'Recomendado por'],
      ['Recommandé par les dermatologues', 'Recommandé par'],
      ['Empfohlen von Hebammen', 'Empfohlen von'],
      ['Consigliato da oltre mille medici', 'Consigliato da'],
      ['Aanbevolen door fysiotherapeuten', 'Aanbevolen door'],
      ['Doporučují lékaři po celé zemi', 'Doporučují lékaři'],
      ['Polecany przez trenerów', 'Polecany przez'],
      ['Rekommenderas av veterinärer', 'Rekommenderas av'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`social-proof: ${evidence}`)
    expect(hookValuesOf('We recommended the bill to the council')).not.toContain('social-proof')
  })
})
