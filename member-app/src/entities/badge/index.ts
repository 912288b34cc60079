// The badge entity's public entry: a member's badges and statistics, as features and the app use them.
// Its own files import each other directly; nothing outside imports them.
export { badgeKeys } from './api/badgeKeys'
export { AccountBadgeButtons } from './components/AccountBadgeButtons'
export { EarnedBadges } from './components/EarnedBadges'
export { badgeNameTexts } from './components/badgeNameTexts'
