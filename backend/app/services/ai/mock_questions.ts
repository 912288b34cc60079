/*
 * The stand-in questions when no AI service is configured or none answered: one per focus
 * category and language, with four options of which the first `optionCount` are used.
 */
import type { Language } from '#services/i18n/languages'
import type { FocusCategoryId } from '#rules/focus_categories'
import type { GeneratedQuestion } from '@dilemma/contract'

/** A generated question before the category and provider are added. */
export type QuestionDraft = Pick<GeneratedQuestion, 'title' | 'description' | 'options'>

const MOCK_QUESTIONS: Record<FocusCategoryId, Record<Language, QuestionDraft>> = {
  1: {
    en: {
      title: 'Back to work after parental leave: full time or part time?',
      description: 'The leave ends next month and the employer asks for an answer this week.',
      options: ['Full time', 'Part time', 'Ask for a flexible arrangement first', 'Take a few more months'],
    },
    de: {
      title: 'Nach der Elternzeit zurück: Vollzeit oder Teilzeit?',
      description: 'Die Elternzeit endet nächsten Monat, und der Arbeitgeber will diese Woche eine Antwort.',
      options: ['Vollzeit', 'Teilzeit', 'Erst ein flexibles Modell anfragen', 'Noch ein paar Monate anhängen'],
    },
    tr: {
      title: 'Doğum izninden sonra işe dönüş: tam zamanlı mı, yarı zamanlı mı?',
      description: 'İzin gelecek ay bitiyor ve işveren bu hafta bir cevap bekliyor.',
      options: ['Tam zamanlı', 'Yarı zamanlı', 'Önce esnek bir düzen istemek', 'Birkaç ay daha izin almak'],
    },
  },
  2: {
    en: {
      title: 'My best friend forgot my birthday. Say something?',
      description: 'She has a lot going on, but it still hurt a little.',
      options: ['Tell her honestly', 'Let it go', 'Joke about it', 'Wait and see if she notices'],
    },
    de: {
      title: 'Meine beste Freundin hat meinen Geburtstag vergessen. Ansprechen?',
      description: 'Sie hat gerade viel um die Ohren, aber es hat trotzdem ein bisschen wehgetan.',
      options: ['Ehrlich ansprechen', 'Gut sein lassen', 'Mit einem Scherz erwähnen', 'Abwarten, ob es ihr auffällt'],
    },
    tr: {
      title: 'En yakın arkadaşım doğum günümü unuttu. Söylemeli miyim?',
      description: 'Şu sıralar çok yoğun ama yine de biraz kırıldım.',
      options: ['Açıkça söylemek', 'Üstünde durmamak', 'Şakayla karışık söylemek', 'Fark edecek mi diye beklemek'],
    },
  },
  3: {
    en: {
      title: 'At 45, start the degree I always wanted?',
      description: 'The children are older now; evenings would be free for study.',
      options: ['Yes, start now', 'A short course first', 'Wait two more years', 'No, other plans'],
    },
    de: {
      title: 'Mit 45 noch das Studium anfangen, das ich immer wollte?',
      description: 'Die Kinder sind größer, die Abende wären frei zum Lernen.',
      options: ['Ja, jetzt anfangen', 'Erst einen kurzen Kurs', 'Noch zwei Jahre warten', 'Nein, andere Pläne'],
    },
    tr: {
      title: '45 yaşında hep istediğim üniversiteye başlamalı mıyım?',
      description: 'Çocuklar büyüdü; akşamlar ders çalışmaya ayrılabilir.',
      options: ['Evet, hemen başlamak', 'Önce kısa bir kurs', 'İki yıl daha beklemek', 'Hayır, başka planlar'],
    },
  },
  4: {
    en: {
      title: 'Relatives say the father "helps" with the baby. Correct them?',
      description: 'He does half of the care, and the word keeps coming up at family dinners.',
      options: ['Correct them kindly', 'Let him say it', 'Ignore it', 'Talk to them in private'],
    },
    de: {
      title: 'Die Verwandtschaft sagt, der Vater „hilft“ beim Baby. Korrigieren?',
      description: 'Er macht die Hälfte der Betreuung, und das Wort fällt bei jedem Familienessen.',
      options: ['Freundlich korrigieren', 'Ihn antworten lassen', 'Überhören', 'Unter vier Augen ansprechen'],
    },
    tr: {
      title: 'Akrabalar babanın bebeğe "yardım ettiğini" söylüyor. Düzeltmeli miyim?',
      description: 'Bakımın yarısını o üstleniyor ve bu söz her aile yemeğinde geçiyor.',
      options: ['Nazikçe düzeltmek', 'Onun cevap vermesine izin vermek', 'Duymazdan gelmek', 'Baş başa konuşmak'],
    },
  },
  5: {
    en: {
      title: 'Exhausted every afternoon: what first?',
      description: 'Sleep is short with a toddler, and coffee no longer helps.',
      options: ['See a doctor', 'A short walk after lunch', 'Earlier bedtime', 'Less coffee'],
    },
    de: {
      title: 'Jeden Nachmittag erschöpft: Was zuerst?',
      description: 'Mit Kleinkind ist der Schlaf knapp, und Kaffee hilft nicht mehr.',
      options: ['Zur Ärztin gehen', 'Kurzer Spaziergang nach dem Mittag', 'Früher ins Bett', 'Weniger Kaffee'],
    },
    tr: {
      title: 'Her öğleden sonra bitkinim: önce ne yapmalı?',
      description: 'Küçük bir çocukla uyku az, kahve de artık işe yaramıyor.',
      options: ['Doktora gitmek', 'Öğle yemeğinden sonra kısa yürüyüş', 'Daha erken yatmak', 'Daha az kahve'],
    },
  },
  6: {
    en: {
      title: 'Overwhelmed this week: cancel the weekend visit?',
      description: 'Work, school events and a sick child, and now the in-laws want to come.',
      options: ['Cancel it', 'Make it shorter', 'Ask them to help instead', 'Keep the plan'],
    },
    de: {
      title: 'Diese Woche überfordert: Den Wochenendbesuch absagen?',
      description: 'Arbeit, Schultermine, ein krankes Kind, und jetzt wollen die Schwiegereltern kommen.',
      options: ['Absagen', 'Kürzer machen', 'Sie stattdessen um Hilfe bitten', 'Beim Plan bleiben'],
    },
    tr: {
      title: 'Bu hafta çok bunaldım: hafta sonu ziyaretini iptal etmeli miyim?',
      description: 'İş, okul etkinlikleri, hasta bir çocuk ve şimdi de kayınvalidemler gelmek istiyor.',
      options: ['İptal etmek', 'Kısa tutmak', 'Yardım etmelerini istemek', 'Plana sadık kalmak'],
    },
  },
}

export function mockQuestionOf(focus: FocusCategoryId, language: Language, optionCount: number): QuestionDraft {
  const question = MOCK_QUESTIONS[focus][language]
  return { ...question, options: question.options.slice(0, optionCount) }
}
