import { beforeAll } from 'vitest';
import { loadEnglishTexts } from '../i18n/language';

// A test switches to English and reads the screen at once, as a user sees it once loaded: fetch
// the English of every catalogue the test file's imports made before its tests run.
beforeAll(() => loadEnglishTexts());
