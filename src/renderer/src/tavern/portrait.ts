/**
 * Original portraits of the tavern's characters, as generated vector art: each character is a recipe of a
 * few shapes (head, hair, hat or hood, eyes, mouth, a mark of their trade) in its own palette, drawn by
 * Pixi Graphics on the table (scene.ts) and as SVG in the lobby from the very same recipe, so both show the
 * same face. Shapes are in a 100×100 box, the face centred.
 */
export type Shape =
  | { k: 'circle'; x: number; y: number; r: number; fill: number }
  | { k: 'ellipse'; x: number; y: number; rx: number; ry: number; fill: number }
  | { k: 'rect'; x: number; y: number; w: number; h: number; fill: number; r?: number }
  | { k: 'poly'; pts: number[]; fill: number };

export interface Portrait {
  bg: number;
  /** The seat's colour: plates, tracks and names use it to tell characters apart. */
  accent: number;
  shapes: Shape[];
}

const eyes = (y: number, color = 0x1b1410, dx = 11, r = 3.2): Shape[] => [
  { k: 'circle', x: 50 - dx, y, r, fill: color },
  { k: 'circle', x: 50 + dx, y, r, fill: color },
];

const RECIPES: Record<string, Portrait> = {
  // Tamsin Reedwhistle, fiddler and dice-sharp: red curls, a green feathered cap, a die at the ear.
  tamsin: {
    bg: 0x2f4a3a,
    accent: 0x6fcf8f,
    shapes: [
      { k: 'ellipse', x: 50, y: 95, rx: 36, ry: 22, fill: 0x3d7a4e },
      { k: 'circle', x: 33, y: 52, r: 14, fill: 0xc0502a },
      { k: 'circle', x: 67, y: 52, r: 14, fill: 0xc0502a },
      { k: 'ellipse', x: 50, y: 54, rx: 22, ry: 26, fill: 0xf1c9a0 },
      { k: 'poly', pts: [24, 38, 76, 38, 66, 18, 34, 20], fill: 0x2f8a4a },
      { k: 'poly', pts: [66, 20, 88, 6, 72, 26], fill: 0xe8d27a },
      ...eyes(52),
      { k: 'ellipse', x: 50, y: 68, rx: 8, ry: 3, fill: 0xa0402a },
      { k: 'rect', x: 76, y: 56, w: 10, h: 10, fill: 0xf4efe2, r: 2 },
      { k: 'circle', x: 81, y: 61, r: 1.6, fill: 0x1b1410 },
    ],
  },
  // Brother Okko, brewer-monk (issue 22.19: he read as a woman with long hair inside the raised hood): the hood
  // lies down on his shoulders, a bald crown with a monk's fringe of hair at the ears, heavy brows, a short beard.
  okko: {
    bg: 0x4a3a24,
    accent: 0xe8b949,
    shapes: [
      { k: 'ellipse', x: 50, y: 98, rx: 42, ry: 24, fill: 0x6b4a2a },
      { k: 'ellipse', x: 50, y: 80, rx: 30, ry: 9, fill: 0x553a20 },
      { k: 'ellipse', x: 50, y: 50, rx: 23, ry: 27, fill: 0xe6b88a },
      { k: 'ellipse', x: 28, y: 50, rx: 5, ry: 11, fill: 0x5a3a1e },
      { k: 'ellipse', x: 72, y: 50, rx: 5, ry: 11, fill: 0x5a3a1e },
      { k: 'ellipse', x: 42, y: 32, rx: 7, ry: 3, fill: 0xf6d8b0 },
      { k: 'rect', x: 36, y: 43, w: 11, h: 3, r: 1, fill: 0x3a2410 },
      { k: 'rect', x: 53, y: 43, w: 11, h: 3, r: 1, fill: 0x3a2410 },
      ...eyes(50, 0x1b1410, 9, 2.6),
      { k: 'ellipse', x: 50, y: 70, rx: 16, ry: 9, fill: 0x5a3a1e },
      { k: 'ellipse', x: 50, y: 66, rx: 6, ry: 2.5, fill: 0x8a3a2a },
      { k: 'ellipse', x: 36, y: 58, rx: 4, ry: 2.5, fill: 0xe59a7a },
      { k: 'ellipse', x: 64, y: 58, rx: 4, ry: 2.5, fill: 0xe59a7a },
      { k: 'poly', pts: [80, 82, 92, 72, 96, 86, 86, 94], fill: 0x9ac64a },
    ],
  },
  // Vess Nightquill, forger: a dark cowl, pale narrow face, a violet quill.
  vess: {
    bg: 0x2a2440,
    accent: 0xb58cf0,
    shapes: [
      { k: 'ellipse', x: 50, y: 96, rx: 34, ry: 22, fill: 0x2a2030 },
      { k: 'poly', pts: [18, 90, 50, 8, 82, 90], fill: 0x3a2c4a },
      { k: 'ellipse', x: 50, y: 56, rx: 17, ry: 24, fill: 0xe8dcd0 },
      { k: 'rect', x: 34, y: 48, w: 32, h: 6, fill: 0x2a2030, r: 3 },
      ...eyes(51, 0xb58cf0, 8, 2.4),
      { k: 'rect', x: 44, y: 70, w: 12, h: 2.5, fill: 0x7a4a5a },
      { k: 'poly', pts: [76, 92, 92, 40, 96, 44, 80, 94], fill: 0xb58cf0 },
    ],
  },
  // Grusk Ironbelly, bouncer: a broad green-grey face, a heavy brow, tusks, an iron band.
  grusk: {
    bg: 0x3a3a3a,
    accent: 0xe06a4a,
    shapes: [
      { k: 'ellipse', x: 50, y: 98, rx: 46, ry: 26, fill: 0x5a4a3a },
      { k: 'ellipse', x: 50, y: 54, rx: 30, ry: 28, fill: 0x8a9a6a },
      { k: 'rect', x: 22, y: 28, w: 56, h: 10, fill: 0x7a7a80, r: 3 },
      { k: 'rect', x: 30, y: 44, w: 40, h: 6, fill: 0x5a6a44, r: 3 },
      ...eyes(53, 0x1b1410, 12, 3),
      { k: 'rect', x: 36, y: 68, w: 28, h: 5, fill: 0x3a2a20, r: 2 },
      { k: 'poly', pts: [38, 68, 41, 60, 44, 68], fill: 0xf4efe2 },
      { k: 'poly', pts: [56, 68, 59, 60, 62, 68], fill: 0xf4efe2 },
    ],
  },
  // Hesper Crumb, pie-baker: rosy round face, a white cap over grey buns, a pie steaming at the shoulder.
  hesper: {
    bg: 0x5a3424,
    accent: 0xf0a04a,
    shapes: [
      { k: 'ellipse', x: 50, y: 97, rx: 40, ry: 24, fill: 0xe9e2d2 },
      { k: 'circle', x: 27, y: 50, r: 10, fill: 0x9a9a9a },
      { k: 'circle', x: 73, y: 50, r: 10, fill: 0x9a9a9a },
      { k: 'ellipse', x: 50, y: 56, rx: 23, ry: 25, fill: 0xf0c29a },
      { k: 'ellipse', x: 50, y: 32, rx: 27, ry: 12, fill: 0xf7f3ea },
      { k: 'rect', x: 25, y: 34, w: 50, h: 6, fill: 0xe2dccc, r: 3 },
      ...eyes(55, 0x1b1410, 10, 2.8),
      { k: 'ellipse', x: 35, y: 64, rx: 5, ry: 3, fill: 0xe8847a },
      { k: 'ellipse', x: 65, y: 64, rx: 5, ry: 3, fill: 0xe8847a },
      { k: 'ellipse', x: 50, y: 69, rx: 7, ry: 3, fill: 0xa0402a },
      { k: 'ellipse', x: 82, y: 82, rx: 13, ry: 6, fill: 0xc8843a },
      { k: 'ellipse', x: 82, y: 79, rx: 11, ry: 4, fill: 0xe0a85a },
      { k: 'poly', pts: [78, 72, 80, 60, 83, 72], fill: 0xf4efe2 },
    ],
  },
  // Wren Tallowby, beast-charmer: a fox-red braid, a leaf-green scarf, a small brown bird on the shoulder.
  wren: {
    bg: 0x2a3a2a,
    accent: 0x9ad06a,
    shapes: [
      { k: 'ellipse', x: 50, y: 96, rx: 36, ry: 22, fill: 0x6a4a2a },
      { k: 'rect', x: 30, y: 74, w: 40, h: 9, fill: 0x5aa04a, r: 4 },
      { k: 'ellipse', x: 50, y: 40, rx: 26, ry: 20, fill: 0xb8562a },
      { k: 'rect', x: 70, y: 44, w: 8, h: 34, fill: 0xb8562a, r: 4 },
      { k: 'ellipse', x: 50, y: 55, rx: 20, ry: 24, fill: 0xe8c09a },
      ...eyes(54, 0x2a4a1a, 9, 2.8),
      { k: 'poly', pts: [44, 67, 50, 70, 56, 67], fill: 0x9a4a3a },
      { k: 'circle', x: 22, y: 74, r: 8, fill: 0x7a5a3a },
      { k: 'circle', x: 19, y: 67, r: 5, fill: 0x7a5a3a },
      { k: 'poly', pts: [13, 67, 8, 69, 13, 70], fill: 0xe8b949 },
      { k: 'circle', x: 18, y: 66, r: 1.2, fill: 0x1b1410 },
    ],
  },
  // Corvin Slate, confidence man: slick black hair, a thin moustache, a tall hat with a card in its band.
  corvin: {
    bg: 0x24303a,
    accent: 0x6ab0e0,
    shapes: [
      { k: 'ellipse', x: 50, y: 97, rx: 38, ry: 23, fill: 0x2a2a3a },
      { k: 'poly', pts: [40, 80, 50, 96, 60, 80], fill: 0xf4efe2 },
      { k: 'ellipse', x: 50, y: 57, rx: 19, ry: 24, fill: 0xe2c4a4 },
      { k: 'rect', x: 26, y: 34, w: 48, h: 6, fill: 0x1a1a22, r: 2 },
      { k: 'rect', x: 35, y: 8, w: 30, h: 28, fill: 0x1a1a22, r: 2 },
      { k: 'rect', x: 35, y: 28, w: 30, h: 5, fill: 0x6ab0e0 },
      { k: 'rect', x: 58, y: 18, w: 8, h: 12, fill: 0xf4efe2, r: 1 },
      { k: 'circle', x: 62, y: 24, r: 1.6, fill: 0xc0302a },
      ...eyes(54, 0x1b1410, 8, 2.4),
      { k: 'poly', pts: [38, 66, 50, 63, 62, 66, 50, 67], fill: 0x1a1a22 },
      { k: 'rect', x: 45, y: 71, w: 10, h: 2, fill: 0x8a4a3a },
    ],
  },
  // Pell Rookwood, treasure-hunter: a wide-brimmed tan hat, a sun-browned face, goggles, a gold coin.
  pell: {
    bg: 0x3a3424,
    accent: 0xe8d24a,
    shapes: [
      { k: 'ellipse', x: 50, y: 97, rx: 40, ry: 24, fill: 0x7a6a4a },
      { k: 'ellipse', x: 50, y: 58, rx: 21, ry: 24, fill: 0xc8926a },
      { k: 'ellipse', x: 50, y: 36, rx: 40, ry: 8, fill: 0x9a7a4a },
      { k: 'ellipse', x: 50, y: 28, rx: 20, ry: 12, fill: 0xa8884a },
      { k: 'rect', x: 30, y: 32, w: 40, h: 4, fill: 0x5a3a2a },
      { k: 'circle', x: 41, y: 54, r: 6, fill: 0x5a4a3a },
      { k: 'circle', x: 59, y: 54, r: 6, fill: 0x5a4a3a },
      { k: 'circle', x: 41, y: 54, r: 3.5, fill: 0x8ac0d0 },
      { k: 'circle', x: 59, y: 54, r: 3.5, fill: 0x8ac0d0 },
      { k: 'rect', x: 44, y: 70, w: 12, h: 3, fill: 0x7a3a2a, r: 1 },
      { k: 'circle', x: 82, y: 80, r: 8, fill: 0xe8c23a },
      { k: 'circle', x: 82, y: 80, r: 5, fill: 0xf4dc6a },
    ],
  },
  // Magda Blackcask, the Cellar Queen (our villain, VARIANTS.md §9.2): black hair swept up under a small iron
  // crown set with a red stone, a pale sharp face with narrow amber eyes and dark red lips, a high wine-dark
  // collar, and the brass key of her cellar at the shoulder.
  magda: {
    bg: 0x2e1624,
    accent: 0xe0508a,
    shapes: [
      { k: 'ellipse', x: 50, y: 98, rx: 40, ry: 24, fill: 0x5a1a30 },
      { k: 'poly', pts: [20, 96, 28, 62, 40, 80, 50, 74, 60, 80, 72, 62, 80, 96], fill: 0x7a2440 },
      { k: 'ellipse', x: 50, y: 44, rx: 27, ry: 26, fill: 0x16121a },
      { k: 'ellipse', x: 50, y: 56, rx: 18, ry: 23, fill: 0xeadbd0 },
      { k: 'poly', pts: [36, 36, 50, 46, 64, 36, 50, 30], fill: 0x16121a },
      { k: 'poly', pts: [32, 24, 36, 10, 43, 20, 50, 6, 57, 20, 64, 10, 68, 24], fill: 0x8a8a96 },
      { k: 'circle', x: 50, y: 18, r: 3, fill: 0xd02a3a },
      { k: 'poly', pts: [36, 52, 46, 50, 45, 54, 37, 55], fill: 0xe8a83a },
      { k: 'poly', pts: [64, 52, 54, 50, 55, 54, 63, 55], fill: 0xe8a83a },
      { k: 'circle', x: 41, y: 53, r: 1.4, fill: 0x1b1410 },
      { k: 'circle', x: 59, y: 53, r: 1.4, fill: 0x1b1410 },
      { k: 'poly', pts: [42, 69, 50, 67, 58, 69, 50, 72], fill: 0x9a1a3a },
      { k: 'circle', x: 84, y: 72, r: 5, fill: 0xd8a84a },
      { k: 'circle', x: 84, y: 72, r: 2.2, fill: 0x2e1624 },
      { k: 'rect', x: 82, y: 76, w: 4, h: 16, fill: 0xd8a84a },
      { k: 'rect', x: 86, y: 86, w: 5, h: 3, fill: 0xd8a84a },
    ],
  },
  // Rivet, the clockwork barback (the Automaton, VARIANTS.md §7): a brass box of a head with round glass eyes
  // lit blue, a grille for a mouth, a little chimney on top and a gear at the shoulder.
  rivet: {
    bg: 0x23303a,
    accent: 0xb8c4cc,
    shapes: [
      { k: 'ellipse', x: 50, y: 98, rx: 38, ry: 22, fill: 0x6a5a3a },
      { k: 'rect', x: 44, y: 74, w: 12, h: 10, fill: 0x8a7a4a },
      { k: 'rect', x: 28, y: 30, w: 44, h: 46, fill: 0xc8a25a, r: 6 },
      { k: 'rect', x: 45, y: 14, w: 10, h: 16, fill: 0x7a6a4a, r: 2 },
      { k: 'circle', x: 40, y: 48, r: 7, fill: 0x3a3a3a },
      { k: 'circle', x: 60, y: 48, r: 7, fill: 0x3a3a3a },
      { k: 'circle', x: 40, y: 48, r: 4, fill: 0x8ad0f0 },
      { k: 'circle', x: 60, y: 48, r: 4, fill: 0x8ad0f0 },
      { k: 'rect', x: 38, y: 62, w: 24, h: 8, fill: 0x3a3a3a, r: 2 },
      { k: 'rect', x: 43, y: 62, w: 2, h: 8, fill: 0xc8a25a },
      { k: 'rect', x: 49, y: 62, w: 2, h: 8, fill: 0xc8a25a },
      { k: 'rect', x: 55, y: 62, w: 2, h: 8, fill: 0xc8a25a },
      { k: 'circle', x: 30, y: 33, r: 2, fill: 0x8a6a3a },
      { k: 'circle', x: 70, y: 33, r: 2, fill: 0x8a6a3a },
      { k: 'circle', x: 82, y: 84, r: 10, fill: 0xb8c4cc },
      { k: 'circle', x: 82, y: 84, r: 4, fill: 0x23303a },
    ],
  },
};

const FALLBACK: Portrait = { bg: 0x3a2a1a, accent: 0xcbbf9f, shapes: [{ k: 'ellipse', x: 50, y: 54, rx: 22, ry: 26, fill: 0xd9c9a9 }, ...eyes(52)] };

export function portraitOf(char: string): Portrait {
  return RECIPES[char] ?? FALLBACK;
}

const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}`;

/** The portrait as an SVG document (for the lobby and the card list), from the same recipe. */
export function portraitSvg(char: string): string {
  const p = portraitOf(char);
  const body = p.shapes
    .map((s) => {
      switch (s.k) {
        case 'circle':
          return `<circle cx="${s.x}" cy="${s.y}" r="${s.r}" fill="${hex(s.fill)}"/>`;
        case 'ellipse':
          return `<ellipse cx="${s.x}" cy="${s.y}" rx="${s.rx}" ry="${s.ry}" fill="${hex(s.fill)}"/>`;
        case 'rect':
          return `<rect x="${s.x}" y="${s.y}" width="${s.w}" height="${s.h}" rx="${s.r ?? 0}" fill="${hex(s.fill)}"/>`;
        case 'poly':
          return `<polygon points="${s.pts.join(' ')}" fill="${hex(s.fill)}"/>`;
      }
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="14" fill="${hex(p.bg)}"/>${body}<rect width="100" height="100" rx="14" fill="none" stroke="${hex(p.accent)}" stroke-width="4"/></svg>`;
}

export const accentCss = (char: string): string => hex(portraitOf(char).accent);
