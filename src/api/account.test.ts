import { changePassword, convertVipCoins, fetchVipUser } from './account';
import { clientAnswering, json } from './testing/fakeClient';


describe('password change call (spec 2 §7)', () => {
  it('user-pwd: POSTs the three fields with the bearer token', async () => {
    const { client, seen } = clientAnswering(() => json({ message: 'Password changed successfully.' }));
    await expect(changePassword(client, { oldPassword: 'pass12345', newPassword: 'abcd1234', newPasswordConfirmation: 'abcd1234' })).resolves.toBeUndefined();
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.url).toBe('http://api.test/api/user-pwd');
    expect(seen[0]?.body).toEqual({ old_password: 'pass12345', new_password: 'abcd1234', new_password_confirmation: 'abcd1234' });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('a wrong current password rejects with its status and the server’s message', async () => {
    const { client } = clientAnswering(() => json({ message: 'The current password is incorrect.' }, 422));
    await expect(changePassword(client, { oldPassword: 'x', newPassword: 'abcd1234', newPasswordConfirmation: 'abcd1234' })).rejects.toMatchObject({
      status: 422,
      serverMessage: 'The current password is incorrect.',
    });
  });
});

describe('VIP calls (spec 2 §7)', () => {
  it('user/show: the username and the VP, read as a number', async () => {
    const { client, seen } = clientAnswering(() => json({ id: 3, username: 'demoplayer1', vip_coin: '420.50', balance: '0.00' }));
    await expect(fetchVipUser(client, 'R-1')).resolves.toEqual({ username: 'demoplayer1', vipCoin: 420.5 });
    expect(seen[0]?.url).toBe('http://api.test/api/user/show?remote_id=R-1');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('user/show: unreadable VP are an invalid answer, not a zero', async () => {
    await expect(fetchVipUser(clientAnswering(() => json({ username: 'a', vip_coin: 'lots' })).client, 'R-1')).rejects.toMatchObject({ kind: 'invalidResponse' });
    await expect(fetchVipUser(clientAnswering(() => json({ username: 'a', vip_coin: '' })).client, 'R-1')).rejects.toMatchObject({ kind: 'invalidResponse' });
    await expect(fetchVipUser(clientAnswering(() => json({ username: 'a' })).client, 'R-1')).rejects.toMatchObject({ kind: 'invalidResponse' });
  });

  it('convert-vipcoin: sends remote_id and vip_coin; success with the server’s message and the VP left', async () => {
    const { client, seen } = clientAnswering(() => json({ success: true, message: 'Converted 25.00 VP to ৳25.00.', vip_coin: '75.00', balance: '25.00' }));
    await expect(convertVipCoins(client, { remoteId: 'R-1', vipCoin: 25 })).resolves.toEqual({ success: true, message: 'Converted 25.00 VP to ৳25.00.', vipCoin: 75 });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.url).toBe('http://api.test/api/convert-vipcoin?remote_id=R-1&vip_coin=25');
  });

  it('convert-vipcoin: an answer without success is not a success; a blank message is none', async () => {
    await expect(convertVipCoins(clientAnswering(() => json({ message: '  ' })).client, { remoteId: 'R-1', vipCoin: 10 })).resolves.toEqual({ success: false, message: null, vipCoin: null });
    await expect(convertVipCoins(clientAnswering(() => json({ success: false, message: 'Nope' })).client, { remoteId: 'R-1', vipCoin: 10 })).resolves.toEqual({ success: false, message: 'Nope', vipCoin: null });
  });

  it('convert-vipcoin: a 422 rejects with the server’s message', async () => {
    const { client } = clientAnswering(() => json({ success: false, message: 'Not enough VIP points: you have 5.00 VP and asked to convert 10.00 VP.' }, 422));
    await expect(convertVipCoins(client, { remoteId: 'R-1', vipCoin: 10 })).rejects.toMatchObject({
      status: 422,
      serverMessage: 'Not enough VIP points: you have 5.00 VP and asked to convert 10.00 VP.',
    });
  });
});
