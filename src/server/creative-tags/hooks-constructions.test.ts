import { describe, expect, it } from 'vitest'
import { hooksOf, hookValuesOf } from '../../testing/creative-tags'

// Hooks as constructions that hold across languages rather than one text's words: a gap the ad
// fills, a count that leads or counts out a list, a named person's support, a problem demanded
// away. Each case is an opening as a headline.

describe('curiosity: a gap the ad fills', () => {
  it('"why…" opening the ad as a statement, in each language', () => {
    const cases: [string, string][] = [
      ['Why everyone is switching to Brave Field', 'Why'],
      ['Why I am voting for Anna on Sunday', 'Why'],
      ['Warum alle zu Kaul wechseln', 'Warum'],
      ['Por qué todo el mundo se pasa a Mivaum', 'Por qué'],
      ['Pourquoi tout le monde passe à Naveio', 'Pourquoi'],
      ['Perché tutti stanno passando a Silver Lane', 'Perché'],
      ['Por que todo mundo está trocando para a Sunbeam', 'Por que'],
      ['Waarom iedereen overstapt op Vandervort', 'Waarom'],
      ['Dlaczego wszyscy przechodzą na Claia', 'Dlaczego'],
      ['Proč volíme právě tohle', 'Proč'],
      ['Därför byter alla till Nikolaus', 'Därför'],
      ['🔥 Varför alla pratar om Noliix', 'Varför'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`curiosity: ${evidence}`)
  })

  it('not "why" asked (a question), nor inside a sentence', () => {
    expect(hookValuesOf('Why do dogs love this bed?')).toEqual(['question'])
    expect(hookValuesOf('Herkes neden Northern Nest markasına geçiyor?')).toEqual([
      'question',
      'social-proof',
    ])
    expect(hookValuesOf('لماذا ينتقل الجميع إلى Noveia؟')).toEqual(['question', 'social-proof'])
    expect(hookValuesOf('Obama defended his decision, citing his faith as a reason why')).toEqual([])
    expect(hookValuesOf('Ik weet waarom we stemmen')).toEqual([])
    expect(hookValuesOf('Není důvod, proč by Hrad měl mít tak vysoké výdaje')).toEqual([])
  })

  it('"here is why", reasons counted out, what happens when, what you did not know', () => {
    const cases: [string, string][] = [
      ["Here's why our coffee tastes better", "Here's why"],
      ['Here is why we vote today', 'Here is why'],
      ['Voici pourquoi nous votons', 'Voici pourquoi'],
      ['Ecco perché votiamo', 'Ecco perché'],
      ['Hier is waarom we stemmen', 'Hier is waarom'],
      ['Oto dlaczego głosujemy', 'Oto dlaczego'],
      ['Three reasons everyone is obsessed with Silver Lane.', 'Three reasons'],
      ['Drie redenen waarom je op ons moet stemmen', 'Drie redenen'],
      ['Jesse geeft je 5 redenen voor GroenLinks', '5 redenen'],
      ['Tres razones por las que todo el mundo ama Brave', 'Tres razones'],
      ['Trois raisons pour lesquelles tout le monde adore Honest', 'Trois raisons'],
      ['Tre motivi per cui tutti amano Noveia.', 'Tre motivi'],
      ['Três motivos pelos quais todo mundo ama a Sunbeam.', 'Três motivos'],
      ['Trzy powody, dla których wszyscy kochają Bright Oak.', 'Trzy powody'],
      ['Tre anledningar till att alla älskar Noliix.', 'Tre anledningar'],
      ['Tři důvody, proč volit nás', 'Tři důvody'],
      ['Herkesin Clalora markasını sevmesinin üç nedeni.', 'üç nedeni'],
      ['What happens when the rent doubles', 'What happens when'],
      ['Was passiert, wenn die Miete steigt', 'Was passiert, wenn'],
      ['Wat er gebeurt als je niet stemt', 'Wat er gebeurt als'],
      ['Co se stane, když nepůjdete volit', 'Co se stane, když'],
      ['One of the facts all of you should know.', 'facts all of you should know'],
      ['Šokující fakta o inflaci', 'Šokující fakta'],
      ['Schokkende cijfers over armoede', 'Schokkende cijfers'],
      // Each language's forms of the same constructions.
      ['Find out why runners love it', 'Find out why'],
      ['The real reason prices went up', 'The real reason'],
      ['5 mistakes everyone makes with coffee', '5 mistakes'],
      ['What you didn’t know about sleep', 'What you didn’t know'],
      ['Shocking figures on rents', 'Shocking figures'],
      ['Descubre por qué todos votan', 'Descubre por qué'],
      ['Qué pasa cuando no votas', 'Qué pasa cuando'],
      ['Lo que no sabías del café', 'Lo que no sabías'],
      ['Datos impactantes sobre la vivienda', 'Datos impactantes'],
      ['Veja por que todos mudaram', 'Veja por que'],
      ['O que acontece quando você dorme mal', 'O que acontece quando'],
      ['Fatos chocantes sobre o aluguel', 'Fatos chocantes'],
      ['Découvrez pourquoi tout le monde vote', 'Découvrez pourquoi'],
      ['Ce qui se passe quand on ne vote pas', 'Ce qui se passe quand'],
      ['Ce que vous devez savoir sur le loyer', 'Ce que vous devez savoir'],
      ['Erfahre, warum alle wechseln', 'Erfahre, warum'],
      ['Der wahre Grund, warum Mieten steigen', 'Der wahre Grund, warum'],
      ['Was du nicht wusstest über Kaffee', 'Was du nicht wusstest'],
      ['Schockierende Zahlen zur Miete', 'Schockierende Zahlen'],
      ['Scopri perché tutti votano', 'Scopri perché'],
      ['Cosa succede quando non voti', 'Cosa succede quando'],
      ['Quello che non sai sul caffè', 'Quello che non sai'],
      ['Ontdek waarom iedereen stemt', 'Ontdek waarom'],
      ['De echte reden waarom huren stijgen', 'De echte reden waarom'],
      ['Wat je nog niet wist over slapen', 'Wat je nog niet wist'],
      ['Zjistěte, proč všichni volí', 'Zjistěte, proč'],
      ['Skutečný důvod, proč ceny rostou', 'Skutečný důvod, proč'],
      ['Co musíte vědět o nájmech', 'Co musíte vědět'],
      ['Sprawdź, dlaczego wszyscy głosują', 'Sprawdź, dlaczego'],
      ['Co się stanie, gdy nie pójdziesz', 'Co się stanie, gdy'],
      ['Szokujące fakty o czynszach', 'Szokujące fakty'],
      ['İşte nedeni: herkes geçiyor', 'İşte nedeni'],
      ['Bilmeniz gereken beş şey', 'Bilmeniz gereken'],
      ['Här är varför alla byter', 'Här är varför'],
      ['Vad som händer när du inte röstar', 'Vad som händer när'],
      ['Chockerande siffror om hyror', 'Chockerande siffror'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`curiosity: ${evidence}`)
  })

  it('not a reason given, nor a bare "shocking"', () => {
    expect(hookValuesOf('That is the reason we fight')).toEqual([])
    expect(hookValuesOf('Shocking behaviour from the council')).toEqual([])
    expect(hookValuesOf('There is no reason to wait')).toEqual([])
  })
})

describe('a number hook: a count in words leads the opening or counts out a list', () => {
  it('leading, or before a list word, in each language', () => {
    expect(hooksOf('Nine protesters were arrested after the rally')).toContain('number: Nine')
    expect(hooksOf('Drei Gründe, warum alle Kaul lieben.')).toContain('number: Drei')
    expect(hooksOf('Herkesin Clalora markasını sevmesinin üç nedeni.')).toContain('number: üç')
    expect(hooksOf('Wir haben drei Tipps für deinen Garten')).toContain('number: drei')
    expect(hooksOf('Hundreds of students came together')).toContain('number: Hundreds')
    expect(hooksOf('Deze verkiezingen zijn van levensbelang voor miljoenen dieren.')).toContain(
      'number: miljoenen',
    )
  })

  it('not a side count or a figure of speech inside the sentence, nor a name', () => {
    expect(hookValuesOf('An unarmed man who was shot by two officers has been compensated')).toEqual([])
    expect(hookValuesOf('Overheard two people talking about a film')).toEqual([])
    expect(hookValuesOf('In a hundred lifetimes I would find you')).toEqual([])
    expect(hookValuesOf('Why everyone is switching to The Hundred Co')).toEqual(['social-proof', 'curiosity'])
    expect(hookValuesOf('Ich habe zwei Hunde und eine Katze')).toEqual([])
  })

  it('no figure written with a leading zero: a party or a code, not a count', () => {
    expect(hookValuesOf('Oceňuji, že TOP 09 se přihlásila k tomu')).toEqual([])
    expect(hookValuesOf('Bel 06 12345678 voor een afspraak')).toEqual([])
    expect(hooksOf('31% van de Kamerleden is vrouw')).toContain('number: 31%')
  })
})

describe('social proof: a named person’s vote or support', () => {
  it('a name opening the hook, the verb, a name after it, in each language', () => {
    const cases: [string, string][] = [
      ['Sandor stemt Julian', 'stemt'],
      ['Ook Marga Bult stemt Code Oranje 👇', 'stemt'],
      ['1/13 - Josh stemt Julian', 'stemt'],
      ['Anna de Vries kiest voor GroenLinks', 'kiest voor'],
      ['Jane Doe votes for Anna Smith', 'votes for'],
      ['Also Jane Doe supports Prop 5', 'supports'],
      ['Maria Schmidt wählt die Grünen', 'wählt'],
      ['Marie Dupont vote pour Paul', 'vote pour'],
      ['Lucía Pérez vota a Ana', 'vota'],
      ['Giulia Rossi sostiene Marco', 'sostiene'],
      ['João Silva apoia Maria', 'apoia'],
      ['Petr Novák podporuje Piráty', 'podporuje'],
      ['Anna Kowalska głosuje na Piotra', 'głosuje na'],
      ['Erik Svensson röstar på Anna', 'röstar på'],
    ]
    for (const [opening, evidence] of cases)
      expect(hooksOf(opening), opening).toContain(`social-proof: ${evidence}`)
  })

  it('not a vote reported, a stance on a thing, the speaker’s own vote, nor a name inside the sentence', () => {
    for (const none of [
      'PVV stemt tegen het plan',
      'TOP 09 podporuje migraci',
      'Oceňuji, že Petr podporuje Piráty',
      'I vote for Anna',
      'Ik stem GroenLinks',
      'Mama steunt ons',
      'Wir wissen, dass Maria die Grünen wählt',
    ])
      expect(hookValuesOf(none), none).not.toContain('social-proof')
  })
})

describe('a problem is presented as endured, not demanded away nor the topic of a report', () => {
  it('not the object of a demand, a promise or a fight, in each language', () => {
    for (const none of [
      'Stop the housing crisis now',
      'We will end poverty in this city',
      'Doe mee - Weg met de wooncrisis',
      'Samen de armoede bestrijden',
      'Wir bekämpfen die Kinderarmut',
      'Podpořili jsme zákon, který řeší problém s nepřizpůsobivými',
      'Luchar contra la pobreza es posible',
      'Combattre la pauvreté ensemble',
    ])
      expect(hookValuesOf(none), none).not.toContain('problem')
  })

  it('not the topic of a report or a talk', () => {
    for (const none of [
      'Tomio Okamura v Aréně o rostoucích cenách a inflaci',
      'Reportáž o tom, jaké nebezpečné věci prosazují Piráti',
      'A debate about poverty in our town',
      'Ein Gespräch über die Wohnungsnot',
    ])
      expect(hookValuesOf(none), none).not.toContain('problem')
  })

  it('while a pain told as endured stays, Portuguese "o" (the) included', () => {
    expect(hooksOf('O desemprego não para de crescer')).toContain('problem: desemprego')
    expect(hooksOf('Er is enorme woningnood in Haarlem.')).toContain('problem: woningnood')
    expect(hooksOf('Fed up with police violence?')).toContain('problem: Fed up')
    expect(hooksOf('Worried about rising prices this winter')).toContain('problem: Worried')
  })
})
