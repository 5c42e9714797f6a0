/**
 * Packaging for players' machines: `npm run dist` builds the app (electron-vite → out/) and packs it with
 * electron-builder for the machine it runs on (Windows: an NSIS installer; macOS: a dmg; Linux: an
 * AppImage and a .deb) into dist/. electron-builder downloads Electron and its packaging tools at that
 * moment, never at install time: `npm ci` and `npm test` need neither.
 *
 * The app inside is only the build output: main and preload (out/main, out/preload), the renderer
 * (out/renderer), and the packages the main process loads at run time — the `dependencies` of
 * package.json (conf, electron-store, zod, pure-rand). The renderer's libraries are bundled by Vite and
 * are devDependencies, so they are not packed a second time.
 *
 * Electron's fuses are flipped as its security guide advises (docs/tutorial/fuses.md): the packaged app
 * cannot be turned into a plain Node.js (ELECTRON_RUN_AS_NODE), ignores NODE_OPTIONS and --inspect, loads
 * its code only from app.asar, and (macOS, Windows) checks app.asar's integrity against the hash embedded
 * at packaging time. DevTools are off in a packaged build (src/main/window.ts, `devTools: !app.isPackaged`).
 */
export default {
  appId: 'net.roguesandwarriors.game',
  productName: 'Rogues & Warriors',
  executableName: 'rogues-and-warriors',
  copyright: 'Rogues & Warriors contributors',
  directories: { output: 'dist', buildResources: 'build' },
  files: ['out/main/**', 'out/preload/**', 'out/renderer/**', 'package.json'],
  // The fuse `onlyLoadAppFromAsar` requires the app in an asar archive; integrity is checked against it.
  asar: true,
  electronFuses: {
    runAsNode: false,
    enableCookieEncryption: true,
    enableNodeOptionsEnvironmentVariable: false,
    enableNodeCliInspectArguments: false,
    enableEmbeddedAsarIntegrityValidation: true,
    onlyLoadAppFromAsar: true,
    // The app is served from app://rw/, never from file://.
    grantFileProtocolExtraPrivileges: false,
  },
  win: { target: ['nsis'] },
  nsis: { oneClick: false, allowToChangeInstallationDirectory: true },
  mac: { target: ['dmg'], category: 'public.app-category.card-games' },
  linux: { target: ['AppImage', 'deb'], category: 'Game', maintainer: 'Rogues & Warriors contributors' },
  // Nothing is published from a player's machine.
  publish: null,
};
