import type { Post } from '@dilemma/api-client'

/** A poll as the API answers it, for component and rule tests. */
export function postFixture(overrides: Partial<Post> = {}): Post {
  return {
    id: 1,
    user_id: 2,
    username: 'pro_petra',
    user_avatar: null,
    author_role: 'prouser',
    is_featured: true,
    title: 'Kita oder Tagesmutter?',
    description: 'Unsere Tochter wird im Herbst ein Jahr alt.',
    option_a: 'Kita um die Ecke',
    option_b: 'Tagesmutter',
    option_c: null,
    option_d: null,
    image_a: null,
    image_b: null,
    image_c: null,
    image_d: null,
    status: 'active',
    created_at: '2026-01-01T10:00:00.000Z',
    time_limit: null,
    vote_limit: 11,
    vote_counts: { a: 2, b: 1, c: 0, d: 0 },
    total_votes: 3,
    like_count: 4,
    ai_enabled: false,
    tags: [{ id: 3, name: 'Kinder', category_id: 1 }],
    user_choice: null,
    liked: false,
    saved: false,
    reported: false,
    is_owner: false,
    ...overrides,
  }
}
