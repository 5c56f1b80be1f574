import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collectorApi, e164, otpPrompt, typedPhone } from './support/collector-api';
import CollectorRoutes from '@collector/routes';
import descriptor from '@collector/descriptor';
import { renderRemote } from '@hr/test-support';

const collector = { routes: CollectorRoutes, descriptor };

jest.setTimeout(30_000);

// Codes live 5 s on this server, so the countdown is short enough to watch.
const server = collectorApi({ otpTtlSeconds: 5 });

beforeEach(async () => {
  localStorage.clear();
  await server.signIn();
});

afterEach(() => {
  jest.useRealTimers();
});

/**
 * Sends a code with the page's clock faked. Node's own I/O callbacks (nextTick, setImmediate,
 * microtasks) stay real so the HTTP round trip completes; `advanceTimers` lets RTL's polling move
 * time only a little while the answer is on its way. The server's clock is its own.
 */
async function sendCode(phone: string) {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  renderRemote(collector, '/user/people/new');
  await user.type(await screen.findByLabelText(/Person Phone Number/), phone);
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText(otpPrompt(phone));
  return user;
}

describe('resend countdown', () => {
  it("counts down each second from the server's expiresIn and then allows a resend", async () => {
    const phone = typedPhone();
    const user = await sendCode(phone);
    expect(screen.getByText('OTP sent successfully.')).toBeInTheDocument();
    const label = () => screen.getByRole('button', { name: /^Resend OTP/ });
    expect(label()).toHaveTextContent(/^Resend OTP in [45]s$/);
    expect(label()).toBeDisabled();

    const start = Number(/in (\d)s/.exec(label().textContent ?? '')?.[1]);
    act(() => jest.advanceTimersByTime(1000));
    expect(label()).toHaveTextContent(`Resend OTP in ${start - 1}s`);
    act(() => jest.advanceTimersByTime(1000));
    expect(label()).toHaveTextContent(`Resend OTP in ${start - 2}s`);

    act(() => jest.advanceTimersByTime(5000));
    expect(label()).toHaveTextContent(/^Resend OTP$/);
    expect(label()).toBeEnabled();

    // The server's code runs out too (its clock moved by the test), so it sends a new one.
    await server.expireCode(e164(phone));
    await user.click(label());
    expect(await screen.findByRole('button', { name: /^Resend OTP in [45]s$/ })).toBeDisabled();
    expect(server.calls('POST /otp/send')).toHaveLength(2);
    expect(server.calls('POST /otp/send').map((r) => r.body)).toEqual([{ phone }, { phone }]);
  });

  it.each([[undefined], [0], [-5]])('counts from 60 when expiresIn is %p', async (expiresIn) => {
    // A reply outside the contract: the real answer with its expiresIn replaced.
    server.fault('POST /otp/send', {
      edit: (body) => ({ ...(body as object), expiresIn }),
    });
    await sendCode(typedPhone());
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toHaveTextContent(
      /^Resend OTP in (60|59)s$/,
    );
  });

  it('an OTP_EXPIRED answer ends the countdown at once', async () => {
    const phone = typedPhone();
    const user = await sendCode(phone);
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toBeDisabled();
    const code = await server.codeFor(phone);
    await server.expireCode(e164(phone));
    await user.type(screen.getByLabelText(/OTP/, { selector: 'input' }), code);
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(
      await screen.findByText('OTP has expired. Please request a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toHaveTextContent(/^Resend OTP$/);
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toBeEnabled();
  });
});
