import type { TagLexicon } from './cue-list';
import { ES_PRECIO } from './es/precio';
import { ES_CONFIANZA } from './es/confianza';
import { ES_RESULTADOS } from './es/resultados';
import { ES_TIEMPO } from './es/tiempo';
import { ES_URGENCIA } from './es/urgencia';
import { ES_NECESIDAD } from './es/necesidad';
import { ES_COMPETENCIA } from './es/competencia';
import { ES_AUTORIDAD } from './es/autoridad';
import { ES_MIEDO } from './es/miedo';
import { ES_COMPLEJIDAD } from './es/complejidad';
import { ES_OTRO } from './es/otro';

/** Spanish (and Mexican / US-Latino colloquial) objection cues, one file per tag. */
export const ES_CUES: TagLexicon = {
  precio: ES_PRECIO,
  confianza: ES_CONFIANZA,
  resultados: ES_RESULTADOS,
  tiempo: ES_TIEMPO,
  urgencia: ES_URGENCIA,
  necesidad: ES_NECESIDAD,
  competencia: ES_COMPETENCIA,
  autoridad: ES_AUTORIDAD,
  miedo: ES_MIEDO,
  complejidad: ES_COMPLEJIDAD,
  otro: ES_OTRO,
};
