// Configuration is parsed once; a bad value stops start-up with a message naming the variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createStorage } from './storage/index';

const S3 = { STORAGE: 's3', S3_BUCKET: 'charla-audio', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

describe('loadConfig: storage', () => {
  it('defaults to the local directory store', () => {
    expect(loadConfig({}).STORAGE).toBe('local');
    expect(createStorage(loadConfig({ DATA_DIR: '/tmp/charla-config-test' })).kind).toBe('local');
  });

  it('STORAGE=s3 names every missing setting', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      new ConfigError(
        [
          'Configuración no válida:',
          '  S3_BUCKET: es obligatorio con STORAGE=s3',
          '  S3_ACCESS_KEY_ID: es obligatorio con STORAGE=s3',
          '  S3_SECRET_ACCESS_KEY: es obligatorio con STORAGE=s3',
        ].join('\n'),
      ),
    );
  });

  it('refuses an unknown store, a bad endpoint and a bad bucket name', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow('STORAGE: debe ser local o s3');
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT: debe ser una URL http(s)');
    expect(() => loadConfig({ ...S3, S3_BUCKET: 'Mi_Bucket' })).toThrow('S3_BUCKET: no es un nombre de bucket válido');
  });

  it('STORAGE=s3 with its settings: region us-east-1 unless set, an S3 store', () => {
    const config = loadConfig({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000', DATA_DIR: '/tmp/charla-config-test' });
    expect(config).toMatchObject({ STORAGE: 's3', S3_REGION: 'us-east-1', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(createStorage(config).kind).toBe('s3');
  });

  it('still requires SPEECH_URL with SPEECH_ENGINE=openai, alongside the storage settings', () => {
    expect(() => loadConfig({ SPEECH_ENGINE: 'openai', STORAGE: 's3', S3_BUCKET: 'charla-audio' })).toThrow(
      new ConfigError(
        [
          'Configuración no válida:',
          '  SPEECH_URL: es obligatoria con SPEECH_ENGINE=openai',
          '  S3_ACCESS_KEY_ID: es obligatorio con STORAGE=s3',
          '  S3_SECRET_ACCESS_KEY: es obligatorio con STORAGE=s3',
        ].join('\n'),
      ),
    );
  });
});
