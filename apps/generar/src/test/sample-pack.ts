import type { ContentPack } from '@replica/api-client';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** A content pack of the spec's sizes whose every text says where it sits. */
export const samplePack: ContentPack = {
  titulos: range(15).map((n) => `Título ${n}: nadie te explica el precio real`),
  angulos: range(10).map((n) => ({
    titulo: `Ángulo ${n}`,
    bullets: [`Bullet ${n}.1`, `Bullet ${n}.2`],
  })),
  copy_bullets: range(20).map((n) => `Copy bullet ${n}`),
  guiones_video: range(5).map((n) => ({
    hook: `Hook ${n}`,
    problema: `Problema ${n}`,
    agitacion: `Agitación ${n}`,
    solucion: `Solución ${n}`,
    cta: `CTA ${n}`,
  })),
  lead_magnets: range(10).map((n) => ({
    titulo: `Lead magnet ${n}`,
    tipo: n % 2 ? 'Checklist' : 'Guía PDF',
    outline: `Outline ${n}`,
  })),
  posts_sociales: range(20).map((n) => ({
    plataforma: n % 2 ? 'Instagram' : 'TikTok',
    contenido: `Post ${n}`,
    ...(n === 20 ? {} : { visual_idea: `Visual ${n}` }),
  })),
};
