/**
 * The parts of the kit the shell's signed-out start needs: theme, interface language, the login
 * form's fields and buttons, the column of a form, loading and error states, loading a component
 * on demand. Shared on their own (`@replica/ui/core`) so a visitor's first load fetches them
 * without the rest of the kit; `@replica/ui` re-exports all of them, and both entries are one set
 * of modules at run time.
 */
export { theme } from './theme/theme';
export type { ReplicaTheme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { ReplicaThemeProvider } from './theme/replica-theme-provider';
export type { ReplicaThemeProviderProps } from './theme/replica-theme-provider';
export { uiTexts } from './texts';
export { Banner } from './components/banner/banner';
export type { BannerProps, BannerTone } from './components/banner/banner';
export { Button } from './components/button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/button';
export { ErrorPanel } from './components/error-panel/error-panel';
export type { ErrorPanelProps } from './components/error-panel/error-panel';
export { LoadingState } from './components/loading-state/loading-state';
export type { LoadingStateProps } from './components/loading-state/loading-state';
export { TextField } from './components/text-field/text-field';
export type { TextFieldProps } from './components/text-field/text-field';
export { StackedForm } from './components/stacked-form/stacked-form';
export type { StackedFormProps } from './components/stacked-form/stacked-form';
export {
  LANGUAGES,
  catalogue,
  languageAtom,
  loadEnglishTexts,
  textsReady,
  useLanguage,
  useTexts,
} from './i18n/language';
export type { Bilingual, Catalogue, Language } from './i18n/language';
export { useLoadedComponent } from './lazy/use-loaded-component';
export type { LoadedComponent } from './lazy/use-loaded-component';
