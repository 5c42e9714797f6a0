import type { Color } from '../../../shared/cards/card';

/** Colors of the table. A card's color is never shown by hue alone: each has its printed pattern too. */
export const INK: Record<Color, number> = { r: 0xb8322a, g: 0x24814f, b: 0x2763b0, x: 0x6d6d6d };
export const TINT: Record<Color, number> = { r: 0xf6d9d4, g: 0xd6efdf, b: 0xd7e4f6, x: 0xe2e2e2 };

export const FELT = 0x1f5a3d;
export const FELT_DARK = 0x164430;
export const RIM = 0x5b3a21;
export const GOLD = 0xe8b949;
export const PAPER = 0xfbf5e6;
export const TEXT_DARK = 0x1d1a16;
export const TEXT_LIGHT = 0xf6f1e4;

export const FONT = "'Liberation Sans', 'Helvetica Neue', Arial, sans-serif";
export const SERIF = "'Liberation Serif', Georgia, 'Times New Roman', serif";
