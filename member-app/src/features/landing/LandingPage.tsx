import { Box, Container, Stack } from '@dilemma/design-system'
import { HeroSection } from './components/HeroSection'
import { LandingErrorPopup } from './components/LandingErrorPopup'
import { QuestionCarousel } from './components/QuestionCarousel'
import { RegistrationStart } from './components/RegistrationStart'

// Mantine's `sm` breakpoint is 48em = 768 px: the landing page's own mobile check (member-spec §9).
export function LandingPage() {
  return (
    <Box py={{ base: 'xl', sm: 64 }}>
      <Box aria-hidden className="dilemma-landing-background" />
      <Container>
        {/* A global class (design-system's styles.css), not SimpleGrid: no grid code on the first page. */}
        <Box className="dilemma-landing-grid">
          <Stack gap="xl" justify="center">
            <HeroSection />
            <RegistrationStart />
          </Stack>
          <Stack justify="center">
            <QuestionCarousel />
          </Stack>
        </Box>
      </Container>
      <LandingErrorPopup />
    </Box>
  )
}
