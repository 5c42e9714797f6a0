import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import builderConfig from '../../../electron-builder.config.mjs';

/**
 * Issue 12, item 13: a supported Electron that installs without a download script, and electron-builder
 * packaging with Electron's fuses set as its security guide advises. The packaging itself is checked
 * offline by `npm run test:dist` (tests/packaging/check.mjs: a real electron-builder run over a stand-in
 * Electron binary, then the fuses read back from it and the app.asar listed).
 */
const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  devDependencies: Record<string, string>;
  dependencies: Record<string, string>;
  scripts: Record<string, string>;
  allowScripts: Record<string, boolean>;
  author?: string;
};
const installed = JSON.parse(readFileSync(new URL('../../../node_modules/electron/package.json', import.meta.url), 'utf8')) as {
  version: string;
  scripts?: Record<string, string>;
};

/** Electron supports its latest three major lines; 45 is the latest as of this change (November 2026). */
const OLDEST_SUPPORTED_MAJOR = 43;

describe('Electron', () => {
  it('is a supported major line, pinned exactly, and the one installed', () => {
    const wanted = pkg.devDependencies['electron']!;
    expect(wanted).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(wanted.split('.')[0])).toBeGreaterThanOrEqual(OLDEST_SUPPORTED_MAJOR);
    expect(installed.version).toBe(wanted);
  });

  it('has no install script: installing never downloads its binary', () => {
    const scripts = installed.scripts ?? {};
    for (const hook of ['preinstall', 'install', 'postinstall']) expect(scripts[hook]).toBeUndefined();
  });

  it('is a development dependency, as is electron-builder (the app is packed from the build output)', () => {
    expect(pkg.dependencies['electron']).toBeUndefined();
    expect(pkg.devDependencies['electron-builder']).toMatch(/^\d+\.\d+\.\d+$/);
    // The renderer's libraries are bundled by Vite; only what the main process loads is a dependency.
    expect(Object.keys(pkg.dependencies).sort()).toEqual(['conf', 'electron-store', 'pure-rand', 'ws', 'zod']);
  });
});

describe('the packaging config (electron-builder)', () => {
  it('flips the fuses as Electron\'s security guide advises', () => {
    expect(builderConfig.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    expect(builderConfig.asar).toBe(true);
  });

  it('packs only the build output (no sources, tests or renderer libraries), and publishes nothing', () => {
    expect(builderConfig.files).toEqual(['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json']);
    expect(builderConfig.publish).toBeNull();
  });

  it('is what `npm run dist` uses, after building the app', () => {
    expect(pkg.scripts['dist']).toBe('electron-vite build && electron-builder --config electron-builder.config.mjs');
    expect(pkg.author).toBeTruthy();
  });

  it('runs no install script of the packaging tools (electron-winstaller would copy a Windows 7-Zip)', () => {
    expect(pkg.allowScripts).toMatchObject({ electron: false, 'electron-winstaller': false });
  });

  it('README tells players how to make the installer', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain('npm run dist');
  });
});
