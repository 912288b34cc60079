/** Message-id stems of the five example questions the landing carousel shows. */
export const exampleQuestionIds = ['q1', 'q2', 'q3', 'q4', 'q5'] as const

export const carouselIntervalMs = 5000
