export { contrastRatio } from './contrast';
export { BreakpointsPage, ColourPage, IconsPage, MotionPage, RadiiPage, ShadowsPage, SpacingPage, TypographyPage } from './FoundationPages';
