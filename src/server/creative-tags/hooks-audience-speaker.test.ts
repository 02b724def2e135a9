import { describe, expect, it } from 'vitest'
import { hooksOf, hookValuesOf } from '../../testing/creative-tags'

// Hooks that name the audience or the speaker: a segment named as whom the ad is for, directly
// or in the third person, and a person's own story; also price rises and reveals offered. Each
// case is an opening as a headline.

describe('call-out: a segment named as whom the ad is for', () => {
  it('greetings of one or two words before a group, in each language', () => {
    const cases: [string, string][] = [
      ['Good morning, dear patriots!', 'Good morning, dear patriots'],
      ['Goedemorgen beste ondernemers, vandaag…', 'Goedemorgen beste ondernemers'],
      ['Dobré ráno, milí senioři!', 'Dobré ráno, milí senioři'],
      ['Milí důchodci, máme pro vás dobrou zprávu', 'Milí důchodci'],
      ['Guten Morgen, liebe Eltern!', 'Guten Morgen, liebe Eltern'],
      ['Bonjour les retraités !', 'Bonjour les retraités'],
      ['Buenos días, queridos jubilados', 'Buenos días, queridos jubilados'],
      ['Bom dia, aposentados!', 'Bom dia, aposentados'],
      ['Buongiorno cari pensionati', 'Buongiorno cari pensionati'],
      ['Dzień dobry, drodzy emeryci!', 'Dzień dobry, drodzy emeryci'],
      ['Günaydın emekliler!', 'Günaydın emekliler'],
      ['God morgon, kära pensionärer!', 'God morgon, kära pensionärer'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`call-out: ${evidence}`)
  })

  it('not a greeting without a group, nor a group thanked', () => {
    expect(hookValuesOf('Good morning, everyone!')).toEqual([])
    expect(hookValuesOf('Goedemorgen Nederland!')).toEqual([])
    expect(hookValuesOf('Hey guys')).toEqual([])
    expect(hookValuesOf('Thank you, nurses!')).toEqual([])
    expect(hookValuesOf('Dobré ráno, přátelé')).toEqual([])
  })

  it('"for" and a group, an article and an adjective between', () => {
    const cases: [string, string][] = [
      ['An anthem for the black women out there', 'for the black women'],
      ['Also for the elderly', 'for the elderly'],
      ['1000 korun pro každého seniora', 'pro každého seniora'],
      ['Hnutí prosazuje vyšší bonus pro živnostníky.', 'pro živnostníky'],
      ['Een betere positie voor jongeren en gezinnen', 'voor jongeren'],
      ['Pour tous les parents pressés', 'Pour tous les parents'],
      ['Ein Konto für junge Mieter', 'für junge Mieter'],
      ['Becas para jóvenes', 'para jóvenes'],
      ['Uno sconto per gli anziani', 'per gli anziani'],
      ['Rabat dla emerytów', 'dla emerytów'],
      ['Ett konto för pensionärer', 'för pensionärer'],
      ['To all the dog owners out there', 'To all the dog owners'],
      ['Nová pravidla pro řidiče od ledna', 'pro řidiče'],
      ['Pomoc pro samoživitelky', 'pro samoživitelky'],
      ['Betere zorg voor patiënten', 'voor patiënten'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`call-out: ${evidence}`)
  })

  it('not "for" before a thing that names whom it helps only later, nor a group suffering', () => {
    expect(hookValuesOf('Voor compensatie Haagse ondernemers')).toEqual([])
    expect(hookValuesOf('Dražší benzín pro řidiče')).not.toContain('call-out')
    expect(hookValuesOf('Stem voor de kinderen!')).toEqual([])
    expect(hookValuesOf('Sneakers voor elke dag')).toEqual([])
    expect(hookValuesOf('For starters, we cut the fees')).toEqual([])
  })

  it('a group told it is included or what it can do', () => {
    const cases: [string, string][] = [
      ['Ook ouderen kunnen per brief stemmen', 'Ook ouderen'],
      ['I senioři mohou volit poštou', 'I senioři'],
      ['Auch Rentner profitieren davon', 'Auch Rentner'],
      ['Students can apply until Friday', 'Students can'],
      ['Senioren können jetzt online wählen', 'Senioren können'],
      ['Huurders mogen de huur bevriezen', 'Huurders mogen'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`call-out: ${evidence}`)
  })

  it('not a group that is only the topic of the sentence', () => {
    expect(hookValuesOf('Women in tech are underpaid')).not.toContain('call-out')
    expect(hookValuesOf('Boeren moeten eerlijk betaald worden')).toEqual([])
    expect(hookValuesOf('Studenten demonstreerden gisteren in Praag')).toEqual([])
  })

  it('an age group by its figure, with no number hook', () => {
    const cases: [string, string][] = [
      ['70+ers can also vote by post', '70+ers'],
      ['Over-50s: this one is for you', 'Over-50s'],
      ['Ook 65-plussers kunnen stemmen', '65-plussers'],
      ['Ü50-Party am Samstag', 'Ü50'],
      ['Mayores de 65: vacuna gratis', 'Mayores de 65'],
      ['Idosos maiores de 60 podem votar', 'maiores de 60'],
      ['Pour les plus de 60 ans', 'les plus de 60 ans'],
      ['Lidé nad 65 let mohou volit poštou', 'Lidé nad 65'],
      ['65 yaş üstü vatandaşlar', '65 yaş üstü'],
      ['Alla över 70 kan rösta', 'Alla över 70'],
    ]
    for (const [opening, evidence] of cases) {
      expect(hooksOf(opening), opening).toContain(`call-out: ${evidence}`)
      expect(hookValuesOf(opening), opening).not.toContain('number')
    }
  })

  it('not a count, an experience in years or a discount past a figure', () => {
    expect(hookValuesOf('Over 50 recipes for dinner')).toEqual(['number'])
    expect(hookValuesOf("Plus de 20 ans d'expérience")).toEqual([])
    expect(hookValuesOf('Descuentos mayores de 50% hoy')).not.toContain('call-out')
    expect(hookValuesOf('50+ recepten voor elke dag')).not.toContain('call-out')
  })
})

describe("testimonial: a person's own story opening the hook", () => {
  it('remembering, growing up, "when I was", a name given, in each language', () => {
    const cases: [string, string][] = [
      ['I remember the first time I tried it', 'I remember'],
      ['I grew up in a small town in Ohio', 'I grew up'],
      ['When I was 12, my father lost his job', 'When I was'],
      ["I've been a nurse for 20 years", "I've been a"],
      ['My name is Sarah and I run a bakery', 'My name is'],
      ['Ik herinner me de eerste dag nog goed', 'Ik herinner me'],
      ['Ik ben in Rotterdam opgegroeid', 'Ik ben in Rotterdam opgegroeid'],
      ['Ik heb jarenlang in de zorg gewerkt', 'Ik heb jarenlang'],
      ['Ik ben Vio, een activiste uit Indonesië.', 'Ik ben Vio, een'],
      ['Ich erinnere mich an meinen ersten Tag', 'Ich erinnere mich'],
      ['Als ich klein war, gab es das nicht', 'Als ich klein war'],
      ['Mein Name ist Anna', 'Mein Name ist'],
      ['Je me souviens de mon premier jour', 'Je me souviens'],
      ["J'ai grandi à Lyon", "J'ai grandi"],
      ['Cuando era niña no teníamos nada', 'Cuando era'],
      ['Me llamo Lucía y soy enfermera', 'Me llamo'],
      ['Eu me lembro quando comecei', 'Eu me lembro quando'],
      ['Mi ricordo quando ho aperto il negozio', 'Mi ricordo quando'],
      ['Když jsem poprvé vstoupil do Sněmovny, čekal jsem ledasco', 'Když jsem'],
      ['Pamatuji si, jak to začalo', 'Pamatuji si'],
      ['Pamiętam mój pierwszy dzień w pracy', 'Pamiętam'],
      ['Küçükken hep bunu isterdim', 'Küçükken'],
      ['Jag minns min första dag', 'Jag minns'],
      ['أتذكر أول يوم لي', 'أتذكر'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`testimonial: ${evidence}`)
  })

  it("not an opinion, a promise or a politician's slogan in the first person", () => {
    expect(hookValuesOf('Já s tímto memem souhlasím.')).toEqual([])
    expect(hookValuesOf('I agree that this heroine had an early start')).toEqual([])
    expect(hookValuesOf('I will fight for every family in this city')).toEqual([])
    expect(hookValuesOf('Ik ga voor een eerlijker Nederland')).toEqual([])
    expect(hookValuesOf('Wij laten ons niet de mond snoeren!')).toEqual([])
    expect(hookValuesOf('Un recuerdo de Madrid')).toEqual([])
    expect(hookValuesOf('I tried to warn you')).toEqual([])
  })
})

describe('problem: a price rise that lands on people', () => {
  it('pricier things and higher prices, in each language', () => {
    const cases: [string, string][] = [
      ['Pricier petrol for drivers, again', 'Pricier'],
      ['Higher rents every single year', 'Higher rents'],
      ['Duurdere boodschappen voor iedereen', 'Duurdere'],
      ['Höhere Mieten in der ganzen Stadt', 'Höhere Mieten'],
      ['Hausse des prix de l’énergie', 'Hausse des prix'],
      ['Rincari in bolletta per tutti', 'Rincari'],
      ['Aumento dos preços do gás', 'Aumento dos preços'],
      ['Zdražování energií dopadá na rodiny', 'Zdražování'],
      ['Droższy prąd od stycznia', 'Droższy'],
      ['Zamlar yine geldi', 'Zamlar'],
      ['Dyrare mat för alla', 'Dyrare'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`problem: ${evidence}`)
  })

  it('the group a harm lands on is not called out; a demand against it is no problem', () => {
    expect(hookValuesOf('Dražší benzín pro řidiče')).toEqual(['problem'])
    expect(hookValuesOf('Pricier petrol for drivers')).toEqual(['problem'])
    expect(hookValuesOf('Breakfast for busy parents')).toEqual(['call-out'])
    expect(hookValuesOf('Gegen höhere Mieten')).toEqual([])
    expect(hookValuesOf('Stop higher rents now')).toEqual([])
    expect(hookValuesOf('Samen tegen duurdere boodschappen')).toEqual([])
  })
})

describe('curiosity: a look behind the scenes, a reveal offered', () => {
  it('"behind the scenes" and "do you want to see what…", in each language', () => {
    const cases: [string, string][] = [
      ['Behind the scenes of our new studio', 'Behind the scenes'],
      ['Zákulisí fungování Pirátské strany', 'Zákulisí'],
      ['Achter de schermen bij de campagne', 'Achter de schermen'],
      ['Hinter den Kulissen der Fabrik', 'Hinter den Kulissen'],
      ['Dans les coulisses du défilé', 'Dans les coulisses'],
      ['Detrás de las cámaras con el equipo', 'Detrás de las cámaras'],
      ['Nos bastidores da nova coleção', 'Nos bastidores'],
      ['Dietro le quinte del negozio', 'Dietro le quinte'],
      ['Za kulisami kampanii', 'Za kulisami'],
      ['Perde arkası: yeni koleksiyon', 'Perde arkası'],
      ['Bakom kulisserna på fabriken', 'Bakom kulisserna'],
      ['Do you want to see what happened next?', 'Do you want to see what'],
      ['Wil je weten wat er gebeurde?', 'Wil je weten wat'],
      ['Chcete vědět, co se stalo?', 'Chcete vědět, co'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`curiosity: ${evidence}`)
  })

  it('not wanting to see someone, nor a scene named', () => {
    expect(hookValuesOf('We want to see you at the polls')).toEqual([])
    expect(hookValuesOf('Ik wil je zien stemmen')).toEqual([])
    expect(hookValuesOf('The scenes from the march were moving')).toEqual([])
  })
})

describe('call-out: the reader addressed as one of a group', () => {
  it('"as a …, you" and one member greeted, in each language', () => {
    const cases: [string, string][] = [
      ['As a parent, you know the feeling', 'As a parent'],
      ['As a business owner, you need this', 'As a business owner'],
      ['Als ondernemer wil je groeien', 'Als ondernemer'],
      ['Als Unternehmer weißt du das', 'Als Unternehmer'],
      ['Jako podnikatel víte, jak je to těžké', 'Jako podnikatel'],
      ['Som förälder vet du hur det är', 'Som förälder'],
      ['Beste ondernemer, dit is voor jou', 'Beste ondernemer'],
      ['Lieber Mieter, wir haben Neuigkeiten', 'Lieber Mieter'],
      ['Milý řidiči, pozor na nové pokuty', 'Milý řidiči'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`call-out: ${evidence}`)
  })

  it('not the speaker as one of a group, nor "as" before anything else, nor one member after "for"', () => {
    expect(hookValuesOf('As a mom, I know the feeling')).toEqual([])
    expect(hookValuesOf('Als ondernemer weet ik hoe het is')).toEqual([])
    expect(hookValuesOf('Jako podnikatel vím, jak je to těžké')).toEqual([])
    expect(hookValuesOf('Als het regent blijf je binnen')).toEqual([])
    expect(hookValuesOf('As you know, the store opens at nine')).toEqual([])
    expect(hookValuesOf('Refinance for student loans')).toEqual([])
  })
})

describe('call-out: the reader asked whether they are one of a group', () => {
  it('with or without an article, in each language', () => {
    const cases: [string, string][] = [
      ['Ben jij ondernemer?', 'Ben jij ondernemer'],
      ['Bent u ook mantelzorger?', 'Bent u ook mantelzorger'],
      ['Are you also a parent?', 'Are you also a parent'],
      ['Bist du Student?', 'Bist du Student'],
      ['Jste senior? Máme pro vás nabídku', 'Jste senior'],
      ['¿Eres estudiante?', 'Eres estudiante'],
      ['Sei studente?', 'Sei studente'],
      ['Jesteś studentem?', 'Jesteś studentem'],
      ['Är du pensionär?', 'Är du pensionär'],
    ]
    for (const [opening, evidence] of cases) {
      expect(hooksOf(opening), opening).toContain(`call-out: ${evidence}`)
      expect(hookValuesOf(opening), opening).toContain('question')
    }
  })

  it('not asked whether they are ready or anything else', () => {
    expect(hookValuesOf('Are you ready?')).toEqual(['question'])
    expect(hookValuesOf('Ben je er klaar voor?')).toEqual(['question'])
    expect(hookValuesOf('Bent u ook klaar?')).toEqual(['question'])
    expect(hookValuesOf('Jste připraveni?')).toEqual(['question'])
    expect(hookValuesOf('Sei pronto?')).toEqual(['question'])
  })
})

describe("testimonial: the speaker's family and trade", () => {
  it('a parent or grandparent told of, the speaker as one of a trade, in each language', () => {
    const cases: [string, string][] = [
      ['My mother was a nurse for 30 years', 'My mother was'],
      ["I'm a mom of three and this saved me", "I'm a mom"],
      ['Mijn vader werkte 40 jaar in de haven', 'Mijn vader werkte'],
      ['Ik ben ondernemer in Delft', 'Ik ben ondernemer'],
      ['Meine Mutter war Lehrerin', 'Meine Mutter war'],
      ['Ich bin Lehrerin in Köln', 'Ich bin Lehrerin'],
      ['Moje máma byla zdravotní sestra', 'Moje máma byla'],
      ['Jsem podnikatel a do politiky jdu', 'Jsem podnikatel'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`testimonial: ${evidence}`)
  })

  it('not a family word in a name, nor the group the speaker works for', () => {
    expect(hookValuesOf("My mother's day gift guide")).toEqual([])
    expect(hookValuesOf('Ik ben ondernemers aan het helpen')).toEqual([])
    expect(hookValuesOf('Ik ben moederziel alleen')).toEqual([])
  })
})
