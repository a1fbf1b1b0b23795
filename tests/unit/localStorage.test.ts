import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkStoragePath, InvalidStoragePathError } from '../../netlify/lib/adapters/storage/fileStorage';
import { createLocalStorage } from '../../netlify/lib/adapters/storage/local';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'storage-test-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('local storage', () => {
  it('stores bytes with their content type and reads them back', async () => {
    const storage = createLocalStorage({ dir: join(dir, 'storage') });
    const bytes = new Uint8Array([0xff, 0xfb, 0x90, 0x00]);
    await storage.put('audio/hypnosis-deep-calm.mp3', bytes, 'audio/mpeg');
    expect(await storage.get('audio/hypnosis-deep-calm.mp3')).toEqual({ bytes, contentType: 'audio/mpeg' });
    // Laid out like the bucket, so a developer can find the file by hand.
    expect(await readdir(join(dir, 'storage', 'audio'))).toEqual(['hypnosis-deep-calm.mp3']);
  });

  it('overwrites an existing file', async () => {
    const storage = createLocalStorage({ dir });
    await storage.put('a.txt', new TextEncoder().encode('one'), 'text/plain');
    await storage.put('a.txt', new TextEncoder().encode('two'), 'text/markdown');
    const file = await storage.get('a.txt');
    expect(new TextDecoder().decode(file!.bytes)).toBe('two');
    expect(file!.contentType).toBe('text/markdown');
  });

  it('answers null for a missing file', async () => {
    expect(await createLocalStorage({ dir }).get('audio/none.mp3')).toBeNull();
  });

  it('says whether a file is stored, without reading it (a folder is not a file)', async () => {
    const storage = createLocalStorage({ dir });
    expect(await storage.exists('audio/session-1.mp3')).toBe(false);
    await storage.put('audio/session-1.mp3', new Uint8Array([1]), 'audio/mpeg');
    expect(await storage.exists('audio/session-1.mp3')).toBe(true);
    expect(await storage.exists('audio')).toBe(false);
  });

  it('guesses the content type of a file copied in by hand', async () => {
    await mkdir(join(dir, 'audio'), { recursive: true });
    await writeFile(join(dir, 'audio', 'manual.mp3'), 'ID3');
    expect((await createLocalStorage({ dir }).get('audio/manual.mp3'))?.contentType).toBe('audio/mpeg');
  });

  it('refuses paths that would leave the storage folder', async () => {
    await writeFile(join(dir, 'secret.txt'), 'outside');
    const storage = createLocalStorage({ dir: join(dir, 'storage') });
    for (const path of ['../secret.txt', 'audio/../../secret.txt', '/etc/passwd', '..', 'a\\..\\b', '.meta/a.json', 'a//b', '']) {
      await expect(storage.get(path), path).rejects.toBeInstanceOf(InvalidStoragePathError);
      await expect(storage.put(path, new Uint8Array([1]), 'text/plain'), path).rejects.toBeInstanceOf(InvalidStoragePathError);
    }
    expect(await readdir(dir)).toEqual(['secret.txt']);
  });
});

describe('checkStoragePath', () => {
  it('accepts ordinary nested paths', () => {
    expect(checkStoragePath('sessions/s1/cover image.webp')).toBe('sessions/s1/cover image.webp');
  });

  it('rejects control characters', () => {
    expect(() => checkStoragePath('a\u0000b')).toThrow(InvalidStoragePathError);
    expect(() => checkStoragePath('a\nb')).toThrow(InvalidStoragePathError);
  });
});
