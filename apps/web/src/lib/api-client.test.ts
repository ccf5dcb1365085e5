import { describe, expect, it } from 'vitest';
import { json, stubApi } from '@/test/api-stub';
import { makeToken } from '@/test/tokens';
import { apiRequest, errorMessageOf, getBlob, getItem, getList } from './api-client';
import { getSession, setToken } from './session';

describe('api-client', () => {
  it("sends the bearer token and JSON to '/api'", async () => {
    const token = makeToken();
    setToken(token);
    const { calls } = stubApi({ 'POST /api/sessions': json({ success: true, data: { id: 's1' } }, 201) });
    const result = await apiRequest<{ data: { id: string } }>('/sessions', {
      method: 'POST',
      body: { type: 'speaking-session' },
    });
    expect(result.data.id).toBe('s1');
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.body).toEqual({ type: 'speaking-session' });
  });

  it('unwraps single items and lists', async () => {
    setToken(makeToken());
    stubApi({
      'GET /api/plans/p1': json({ success: true, data: { id: 'p1' } }),
      'GET /api/plans': json({
        success: true,
        data: { data: [{ id: 'p1' }, { id: 'p2' }], page_number: null, page_size: 1000 },
      }),
    });
    expect(await getItem('/plans/p1')).toEqual({ id: 'p1' });
    expect(await getList('/plans')).toEqual([{ id: 'p1' }, { id: 'p2' }]);
  });

  it("without a token says 'No hay token de autenticación' and sends nothing", async () => {
    const { fetchMock } = stubApi();
    await expect(apiRequest('/users/u1')).rejects.toMatchObject({
      message: 'No hay token de autenticación',
      status: 401,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a 401 on an authenticated call ends the session', async () => {
    setToken(makeToken());
    stubApi({ 'GET /api/users/u1': json({ success: false, detail: 'Token inválido' }, 401) });
    await expect(apiRequest('/users/u1')).rejects.toMatchObject({
      message: 'Sesión expirada. Por favor, inicia sesión nuevamente.',
      status: 401,
    });
    expect(getSession()).toBeNull();
  });

  it('a 401 on an unauthenticated call (login) keeps the server detail', async () => {
    stubApi({
      'POST /api/login': json({ success: false, detail: 'Correo electrónico o contraseña incorrectos' }, 401),
    });
    await expect(apiRequest('/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      message: 'Correo electrónico o contraseña incorrectos',
    });
  });

  it("maps network failures to 'Error de conexión al servidor', or the caller's message", async () => {
    setToken(makeToken());
    stubApi({ 'GET /api/seds': 'network-error' });
    await expect(apiRequest('/seds')).rejects.toMatchObject({ message: 'Error de conexión al servidor', status: 0 });
    await expect(apiRequest('/seds', { connectionErrorMessage: 'Error de conexión' })).rejects.toMatchObject({
      message: 'Error de conexión',
    });
  });

  it.each([
    [{ success: false, detail: 'Ese horario ya no está disponible' }, 'Ese horario ya no está disponible'],
    [
      {
        success: false,
        detail: [
          { loc: ['body', 'email'], msg: 'Correo electrónico no válido', type: 'x' },
          { loc: ['body', 'name'], msg: 'El nombre es obligatorio', type: 'y' },
        ],
      },
      'Correo electrónico no válido; El nombre es obligatorio',
    ],
    [{ message: 'Algo salió mal' }, 'Algo salió mal'],
    [{}, 'Error en la solicitud'],
    [undefined, 'Error en la solicitud'],
  ])('reads the error message of %j', (body, expected) => {
    expect(errorMessageOf(body)).toBe(expected);
  });

  it("a 422 carries the server's issues beside the joined message; a string detail carries none", async () => {
    setToken(makeToken());
    stubApi({
      'PUT /api/practices/p1': json(
        {
          success: false,
          detail: [
            { loc: ['body', 'props', 'exercises', 0, 'answer'], msg: 'La respuesta es obligatoria', type: 'too_small' },
            { loc: ['body'], msg: 'Datos no válidos', type: 'custom' },
            { msg: 'Sin ubicación' },
            'basura',
          ],
        },
        422,
      ),
      'DELETE /api/plans/p1': json({ success: false, detail: 'No se puede eliminar: el registro está en uso' }, 409),
    });
    await expect(apiRequest('/practices/p1', { method: 'PUT', body: {} })).rejects.toMatchObject({
      status: 422,
      message: 'La respuesta es obligatoria; Datos no válidos; Sin ubicación',
      issues: [
        { loc: ['body', 'props', 'exercises', 0, 'answer'], msg: 'La respuesta es obligatoria', type: 'too_small' },
        { loc: ['body'], msg: 'Datos no válidos', type: 'custom' },
        { loc: [], msg: 'Sin ubicación', type: '' },
      ],
    });
    await expect(apiRequest('/plans/p1', { method: 'DELETE' })).rejects.toMatchObject({ status: 409, issues: [] });
  });

  it('rejects non-OK answers with the server detail', async () => {
    setToken(makeToken());
    stubApi({ 'DELETE /api/sessions/s1': json({ success: false, detail: 'No encontrado' }, 404) });
    await expect(apiRequest('/sessions/s1', { method: 'DELETE' })).rejects.toMatchObject({
      message: 'No encontrado',
      status: 404,
    });
  });
});

describe('api-client files and uploads', () => {
  it('sends FormData as multipart (the browser sets the boundary) with the bearer token', async () => {
    setToken(makeToken());
    const { fetchMock } = stubApi({ 'POST /api/seds': json({ success: true, data: { id: 'x' } }, 201) });
    const form = new FormData();
    form.append('video_url', 'https://example.com/v');
    await apiRequest('/seds', { method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('content-type')).toBeNull();
    expect(new Headers(init.headers).get('authorization')).toMatch(/^Bearer /);
  });

  it('getBlob returns the body as a Blob, and maps errors like every other call', async () => {
    setToken(makeToken());
    const { calls } = stubApi({
      'GET /api/seds/s1/audio': { body: 'opus' },
      'GET /api/seds/s2/audio': json({ success: false, detail: 'SED no encontrado' }, 404),
      'GET /api/seds/s3/audio': 'network-error',
    });
    const blob = await getBlob('/seds/s1/audio');
    expect(await blob.text()).toBe('"opus"');
    expect(calls[0]!.headers.get('authorization')).toMatch(/^Bearer /);
    await expect(getBlob('/seds/s2/audio')).rejects.toMatchObject({ message: 'SED no encontrado', status: 404 });
    await expect(getBlob('/seds/s3/audio')).rejects.toMatchObject({
      message: 'Error de conexión al servidor',
      status: 0,
    });
  });
});
