/**
 * Demo polls in German, English and Turkish. `limit` is either a vote limit (odd, 11..9999)
 * or a time limit in hours (1..168). `ageHours` places the poll in the past.
 */
export interface DemoPoll {
  title: string
  description: string
  options: string[]
  tags: string[]
  limit: { votes: number } | { hours: number }
  ageHours: number
}

export const DEMO_POLLS: DemoPoll[] = [
  // German
  {
    title: 'Kita oder Tagesmutter?',
    description:
      'Unsere Tochter wird im Herbst ein Jahr alt und ich gehe wieder arbeiten. Die Kita ist nah, aber die Gruppen sind groß. Die Tagesmutter betreut nur vier Kinder, ist aber 20 Minuten entfernt. Was würdet ihr wählen?',
    options: ['Kita um die Ecke', 'Tagesmutter mit kleiner Gruppe'],
    tags: ['Kinder', 'Beruf'],
    limit: { votes: 11 },
    ageHours: 70,
  },
  {
    title: 'Teilzeit oder Vollzeit nach der Elternzeit?',
    description:
      'Mein Arbeitgeber bietet mir beides an. Mit Vollzeit wäre die Beförderung realistisch, mit Teilzeit hätte ich die Nachmittage mit meinem Sohn.',
    options: ['Vollzeit', 'Teilzeit (30 Stunden)', 'Teilzeit (20 Stunden)'],
    tags: ['Beruf', 'Familie'],
    limit: { hours: 72 },
    ageHours: 20,
  },
  {
    title: 'Geburtstag der Schwiegermutter: Geschenk oder Erlebnis?',
    description:
      'Sie hat eigentlich schon alles. Ein Gutschein für ein Wellness-Wochenende oder lieber ein selbst gestaltetes Fotobuch mit den Enkeln?',
    options: ['Wellness-Gutschein', 'Fotobuch mit den Enkeln'],
    tags: ['Familie'],
    limit: { hours: 48 },
    ageHours: 5,
  },
  {
    title: 'Sollen wir ein Haustier anschaffen?',
    description:
      'Die Kinder (6 und 9) wünschen sich seit Jahren einen Hund. Wir wohnen in einer Wohnung mit kleinem Garten und arbeiten beide.',
    options: ['Ja, einen Hund', 'Lieber eine Katze', 'Erst einmal Meerschweinchen', 'Noch warten'],
    tags: ['Kinder', 'Alltag'],
    limit: { votes: 21 },
    ageHours: 30,
  },
  {
    title: 'Urlaub am Meer oder in den Bergen?',
    description:
      'Zwei Wochen im Sommer, mit zwei Kleinkindern. Ostsee mit Strand direkt vor der Tür oder Allgäu mit Bauernhof?',
    options: ['Ostsee', 'Allgäu'],
    tags: ['Familie', 'Alltag'],
    limit: { hours: 120 },
    ageHours: 2,
  },
  {
    title: 'Jobangebot in einer anderen Stadt annehmen?',
    description:
      'Das Angebot ist großartig, aber wir müssten umziehen und die Kinder die Schule wechseln. Mein Partner könnte remote arbeiten.',
    options: ['Annehmen und umziehen', 'Ablehnen und bleiben'],
    tags: ['Beruf', 'Familie'],
    limit: { votes: 15 },
    ageHours: 90,
  },
  {
    title: 'Wie viel Taschengeld mit 8 Jahren?',
    description:
      'Unser Sohn kommt in die dritte Klasse und möchte eigenes Taschengeld. Wöchentlich oder monatlich, und wie viel?',
    options: ['2 € pro Woche', '5 € pro Woche', '15 € pro Monat'],
    tags: ['Kinder', 'Geld'],
    limit: { hours: 24 },
    ageHours: 30,
  },
  {
    title: 'Freundin vergisst ständig unsere Verabredungen',
    description:
      'Zum dritten Mal in diesem Monat hat sie kurzfristig abgesagt. Soll ich sie darauf ansprechen oder es einfach hinnehmen?',
    options: ['Offen ansprechen', 'Nichts sagen, selbst weniger planen'],
    tags: ['Alltag'],
    limit: { votes: 11 },
    ageHours: 10,
  },
  {
    title: 'Zweites Kind jetzt oder später?',
    description: 'Ich bin 34, unser erstes Kind ist zwei. Beruflich stehe ich gerade vor einem wichtigen Projekt.',
    options: ['Jetzt', 'In ein bis zwei Jahren', 'Wir bleiben bei einem Kind'],
    tags: ['Familie', 'Partnerschaft'],
    limit: { hours: 168 },
    ageHours: 1,
  },
  {
    title: 'Yoga oder Laufen zum Stressabbau?',
    description: 'Ich habe abends etwa 45 Minuten für mich. Was hilft besser gegen den Alltagsstress?',
    options: ['Yoga', 'Laufen'],
    tags: ['Gesundheit'],
    limit: { hours: 36 },
    ageHours: 8,
  },
  {
    title: 'Hausarbeit gerecht aufteilen: Plan oder Gefühl?',
    description:
      'Mein Partner meint, wir bräuchten keinen Putzplan. Ich habe das Gefühl, mehr zu machen. Wie regelt ihr das?',
    options: ['Fester Wochenplan', 'Jeder nach Gefühl', 'Putzhilfe engagieren'],
    tags: ['Partnerschaft', 'Alltag'],
    limit: { votes: 31 },
    ageHours: 15,
  },
  {
    title: 'Handy für die Zehnjährige?',
    description:
      'Alle in ihrer Klasse haben angeblich schon eins. Ein einfaches Telefon oder gleich ein Smartphone mit Kindersicherung?',
    options: ['Einfaches Handy', 'Smartphone mit Kindersicherung', 'Noch kein Handy'],
    tags: ['Kinder'],
    limit: { hours: 96 },
    ageHours: 40,
  },
  {
    title: 'Gehaltserhöhung jetzt ansprechen?',
    description:
      'Das Jahresgespräch ist erst in sechs Monaten, aber ich habe gerade ein großes Projekt erfolgreich abgeschlossen.',
    options: ['Jetzt ansprechen', 'Bis zum Jahresgespräch warten'],
    tags: ['Beruf', 'Geld'],
    limit: { votes: 11 },
    ageHours: 50,
  },
  {
    title: 'Wochenende bei den Eltern oder zu Hause?',
    description: 'Meine Eltern laden uns jedes zweite Wochenende ein. Ich liebe sie, aber wir kommen kaum zur Ruhe.',
    options: ['Weiterhin hinfahren', 'Seltener besuchen', 'Sie zu uns einladen'],
    tags: ['Familie'],
    limit: { hours: 12 },
    ageHours: 3,
  },
  {
    title: 'Ernährung: Vegetarisch für die ganze Familie?',
    description: 'Ich möchte weniger Fleisch kochen. Mein Mann ist skeptisch, die Kinder essen ohnehin kaum Fleisch.',
    options: ['Ganz vegetarisch', 'Fleisch nur am Wochenende'],
    tags: ['Gesundheit', 'Familie'],
    limit: { hours: 60 },
    ageHours: 100,
  },
  {
    title: 'Elternabend: Soll ich mich als Elternvertreterin melden?',
    description: 'Es fehlt noch jemand. Ich hätte Ideen, aber meine Zeit ist knapp.',
    options: ['Ja, melden', 'Nein, diesmal nicht'],
    tags: ['Kinder'],
    limit: { votes: 13 },
    ageHours: 25,
  },
  {
    title: 'Gemeinsames oder getrenntes Konto?',
    description: 'Wir ziehen zusammen. Ein gemeinsames Konto für alles oder nur für die Haushaltskosten?',
    options: ['Alles gemeinsam', 'Nur Haushaltskonto gemeinsam', 'Alles getrennt'],
    tags: ['Partnerschaft', 'Geld'],
    limit: { hours: 48 },
    ageHours: 6,
  },

  // English
  {
    title: 'Should I go back to school at 38?',
    description:
      'I have wanted a nursing degree for years. The kids are 8 and 11 now. It would mean three years of evening classes and less income.',
    options: ['Go for it', 'Wait until the kids are older'],
    tags: ['work', 'family'],
    limit: { votes: 21 },
    ageHours: 60,
  },
  {
    title: 'Birthday party at home or at a play centre?',
    description:
      'My daughter turns six and wants to invite her whole class. Our flat is small but the play centre is expensive.',
    options: ['At home', 'Play centre', 'Park picnic'],
    tags: ['kids', 'budget'],
    limit: { hours: 48 },
    ageHours: 12,
  },
  {
    title: 'Tell my best friend her partner is flirting with others?',
    description:
      'I have seen it twice now at parties. I am not sure it means anything, and I do not want to ruin our friendship.',
    options: ['Tell her gently', 'Stay out of it'],
    tags: ['friends'],
    limit: { votes: 11 },
    ageHours: 20,
  },
  {
    title: 'Which first date is better?',
    description:
      'We matched two weeks ago and finally want to meet. Coffee feels safe, a cooking class sounds more fun.',
    options: ['Coffee', 'Cooking class', 'Walk in the park', 'Museum'],
    tags: ['dating'],
    limit: { hours: 24 },
    ageHours: 4,
  },
  {
    title: 'Screen time on school nights?',
    description: 'Our 12-year-old wants to game with friends after homework. How much is reasonable on a school night?',
    options: ['None', 'Up to 30 minutes', 'Up to 1 hour'],
    tags: ['kids'],
    limit: { hours: 72 },
    ageHours: 30,
  },
  {
    title: 'Ask for remote work or change jobs?',
    description: 'Commuting takes me three hours a day. My manager is old-fashioned, but I love the team.',
    options: ['Ask for two remote days', 'Start looking for a new job'],
    tags: ['work'],
    limit: { votes: 15 },
    ageHours: 45,
  },
  {
    title: 'Gym membership or home workouts?',
    description: 'I want to get stronger after my second pregnancy. The gym has a creche, home workouts cost nothing.',
    options: ['Gym with creche', 'Home workouts'],
    tags: ['wellbeing'],
    limit: { hours: 168 },
    ageHours: 2,
  },
  {
    title: 'Save for a house or travel this year?',
    description: 'We have some savings. A long-planned trip to Japan, or add it all to the house deposit?',
    options: ['Travel to Japan', 'House deposit', 'Split it'],
    tags: ['budget', 'family'],
    limit: { votes: 25 },
    ageHours: 80,
  },
  {
    title: 'Should my mum move in with us?',
    description: 'She is 74 and lonely since Dad passed. We have a spare room, but my husband is hesitant.',
    options: ['Yes, move in', 'Find a flat nearby', 'Keep things as they are'],
    tags: ['family'],
    limit: { hours: 96 },
    ageHours: 26,
  },
  {
    title: 'Sleep training: yes or no?',
    description: 'Our 9-month-old still wakes up four times a night. I am exhausted and back at work next month.',
    options: ['Gentle sleep training', 'Keep co-sleeping'],
    tags: ['kids', 'wellbeing'],
    limit: { votes: 11 },
    ageHours: 14,
  },
  {
    title: 'Reconnect with an old friend after a falling-out?',
    description:
      'We stopped talking five years ago over something silly. She just had a baby and I would love to congratulate her.',
    options: ['Send a message', 'Let it be'],
    tags: ['friends'],
    limit: { hours: 24 },
    ageHours: 50,
  },
  {
    title: 'Which side hustle to start?',
    description: 'I want a little extra income I can work on in the evenings.',
    options: ['Selling handmade jewellery', 'Online tutoring', 'Pet sitting'],
    tags: ['work', 'budget'],
    limit: { hours: 120 },
    ageHours: 7,
  },
  {
    title: 'Family dinner every night?',
    description:
      'Between football practice and late shifts it is hard. Is it worth pushing for a shared dinner every evening?',
    options: ['Every night, no matter what', 'Three times a week is fine'],
    tags: ['family'],
    limit: { votes: 17 },
    ageHours: 35,
  },
  {
    title: 'Cut my hair short?',
    description: 'I have had long hair my whole life and I am tempted by a bob. Summer is coming!',
    options: ['Yes, go short', 'Keep it long'],
    tags: ['wellbeing'],
    limit: { hours: 6 },
    ageHours: 1,
  },
  {
    title: 'Move the kids to a bilingual school?',
    description: 'It is a 25-minute drive and costs a bit more, but they would grow up with two languages.',
    options: ['Bilingual school', 'Local school'],
    tags: ['kids'],
    limit: { votes: 11 },
    ageHours: 110,
  },
  {
    title: 'Weekend away without the kids?',
    description: 'Grandparents offered to take them. I feel guilty even thinking about it.',
    options: ['Go, you deserve it', 'Take them along next time'],
    tags: ['dating', 'wellbeing'],
    limit: { hours: 48 },
    ageHours: 16,
  },

  {
    title: 'Host Christmas or let my sister do it this year?',
    description:
      'I have hosted for six years in a row. My sister offered, but her place is small and Mum will have opinions either way.',
    options: ['Host again', 'Let my sister host', 'Book a restaurant'],
    tags: ['family'],
    limit: { votes: 19 },
    ageHours: 27,
  },

  // Turkish
  {
    title: 'Çocuğu kreşe mi verelim, bakıcı mı tutalım?',
    description:
      'Oğlumuz iki yaşında ve ben işe dönüyorum. Kreş sosyalleşme için iyi ama sık hastalanır diye korkuyorum.',
    options: ['Kreş', 'Bakıcı'],
    tags: ['çocuk', 'kariyer'],
    limit: { votes: 11 },
    ageHours: 55,
  },
  {
    title: 'Bayramda kimin ailesine gidelim?',
    description: 'Her yıl aynı tartışma. Bu bayram eşimin ailesi mi, benim ailem mi, yoksa evde mi kalalım?',
    options: ['Eşimin ailesi', 'Benim ailem', 'Evde kalalım'],
    tags: ['aile', 'ilişki'],
    limit: { hours: 72 },
    ageHours: 10,
  },
  {
    title: 'Yeni iş teklifi: maaş mı, esneklik mi?',
    description: 'Bir teklif yüzde 30 daha fazla maaş veriyor, diğeri haftada üç gün evden çalışma imkânı.',
    options: ['Yüksek maaş', 'Esnek çalışma'],
    tags: ['kariyer'],
    limit: { votes: 19 },
    ageHours: 40,
  },
  {
    title: 'Tatil: deniz mi, kültür turu mu?',
    description: 'Bu yaz bir haftalık iznimiz var. Çocuklar denizi seviyor, ben ise Kapadokya görmek istiyorum.',
    options: ['Ege kıyısında deniz tatili', 'Kapadokya turu'],
    tags: ['tatil', 'aile'],
    limit: { hours: 120 },
    ageHours: 3,
  },
  {
    title: 'Arkadaşıma borç vermeli miyim?',
    description: 'Yakın arkadaşım zor durumda ve yüklü bir miktar istedi. Daha önce verdiğim parayı geç ödemişti.',
    options: ['Evet, vermeliyim', 'Hayır, nazikçe reddetmeliyim'],
    tags: ['arkadaşlık'],
    limit: { votes: 11 },
    ageHours: 18,
  },
  {
    title: 'Sabah sporu mu, akşam sporu mu?',
    description: 'Haftada dört gün spor yapmak istiyorum. Sabah erken kalkmak mı daha kolay, akşam yorgunken mi?',
    options: ['Sabah', 'Akşam'],
    tags: ['sağlık'],
    limit: { hours: 24 },
    ageHours: 9,
  },
  {
    title: 'Kızıma telefon alalım mı?',
    description: 'On bir yaşında ve okula tek başına gidiyor. Güvenlik için gerekli mi, yoksa erken mi?',
    options: ['Akıllı telefon', 'Sadece arama yapılan telefon', 'Henüz değil'],
    tags: ['çocuk'],
    limit: { hours: 96 },
    ageHours: 28,
  },
  {
    title: 'Eşimle ortak hobi edinmeli miyiz?',
    description: 'Çocuklar doğduktan sonra birlikte vakit geçiremiyoruz. Dans kursu mu, yürüyüş grubu mu?',
    options: ['Dans kursu', 'Yürüyüş grubu', 'Yemek kursu'],
    tags: ['ilişki'],
    limit: { votes: 13 },
    ageHours: 65,
  },
  {
    title: 'Annemi yanımıza mı alalım?',
    description: 'Annem yalnız yaşıyor ve sağlığı eskisi kadar iyi değil. Evimiz biraz küçük.',
    options: ['Yanımıza alalım', 'Yakınımıza ev tutalım'],
    tags: ['aile', 'sağlık'],
    limit: { hours: 168 },
    ageHours: 1,
  },
  {
    title: 'Yüksek lisansa başlamalı mıyım?',
    description: 'Otuz beş yaşındayım, iki çocuğum var. İş yerim masrafın yarısını karşılıyor.',
    options: ['Evet, başla', 'Biraz daha bekle'],
    tags: ['kariyer'],
    limit: { votes: 11 },
    ageHours: 85,
  },
  {
    title: 'Doğum günü sürprizi: parti mi, yemek mi?',
    description: 'Eşimin kırkıncı yaş günü yaklaşıyor. Kalabalık bir sürpriz parti mi, baş başa bir akşam yemeği mi?',
    options: ['Sürpriz parti', 'Baş başa yemek'],
    tags: ['ilişki'],
    limit: { hours: 48 },
    ageHours: 5,
  },
  {
    title: 'Çocuklara harçlık vermeli miyiz?',
    description: 'Yedi ve on yaşında iki çocuğumuz var. Harçlık para bilinci kazandırır mı?',
    options: ['Haftalık harçlık', 'Aylık harçlık', 'İhtiyaç oldukça'],
    tags: ['çocuk', 'aile'],
    limit: { votes: 23 },
    ageHours: 33,
  },
  {
    title: 'Kalabalık arkadaş grubunda mı, birkaç yakın arkadaşla mı?',
    description: 'Yeni bir şehre taşındım. Sosyal çevre kurmak için hangisine enerji harcamalıyım?',
    options: ['Kalabalık grup', 'Birkaç yakın arkadaş'],
    tags: ['arkadaşlık'],
    limit: { hours: 36 },
    ageHours: 12,
  },
  {
    title: 'Hafta sonu temizliği: hep birlikte mi?',
    description: 'Hafta içi kimsenin vakti yok. Cumartesi sabahı tüm aile birlikte temizlik yapsa nasıl olur?',
    options: ['Evet, birlikte', 'Herkes kendi odasını', 'Temizlik yardımı alalım'],
    tags: ['aile'],
    limit: { votes: 11 },
    ageHours: 22,
  },
  {
    title: 'Doktor ikinci görüş almalı mıyım?',
    description: 'Doktorum küçük bir operasyon önerdi. İkinci bir görüş almak için aylarca beklemem gerekebilir.',
    options: ['İkinci görüş al', 'Operasyonu planla'],
    tags: ['sağlık'],
    limit: { hours: 72 },
    ageHours: 44,
  },
  {
    title: 'Yaz kampı mı, büyükanne mi?',
    description: 'Okullar kapanınca iki ay ne yapacağız? Kamp pahalı ama eğlenceli, anneannem köyde.',
    options: ['Yaz kampı', 'Anneannede köy tatili'],
    tags: ['çocuk', 'tatil'],
    limit: { hours: 24 },
    ageHours: 2,
  },
]
