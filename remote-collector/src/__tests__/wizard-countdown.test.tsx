import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerFile } from '@hr/api/test-support';
import { renderCollector, signInCollector } from './support/render';

jest.setTimeout(30_000);

const fake = fakeApiPerFile();

beforeEach(() => {
  localStorage.clear();
  signInCollector();
  fake.on('GET /lookups/religions', { body: [] });
});

afterEach(() => {
  jest.useRealTimers();
});

/**
 * Sends a code with the clock faked. Node's own I/O callbacks (nextTick, setImmediate, microtasks)
 * stay real so the HTTP round trip completes; `advanceTimers` lets RTL's polling move time only a
 * little while the answer is on its way.
 */
async function sendCode(expiresIn: unknown) {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  fake.on('POST /otp/send', { body: { message: 'Code on its way', expiresIn } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  renderCollector('/user/people/new');
  await user.type(screen.getByLabelText(/Person Phone Number/), '9812345678');
  await user.click(screen.getByRole('button', { name: 'Send OTP' }));
  await screen.findByText('Enter OTP sent to 9812345678');
  return user;
}

describe('resend countdown', () => {
  it("counts down each second from the server's expiresIn and then allows a resend", async () => {
    const user = await sendCode(5);
    expect(screen.getByText('Code on its way')).toBeInTheDocument();
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

    fake.on('POST /otp/send', { body: { message: 'Sent again', expiresIn: 30 } });
    await user.click(label());
    expect(await screen.findByText('Sent again')).toBeInTheDocument();
    expect(fake.calls('POST /otp/send')).toHaveLength(2);
    expect(label()).toHaveTextContent(/^Resend OTP in (30|29)s$/);
    expect(label()).toBeDisabled();
  });

  it.each([[undefined], [0], [-5]])('counts from 60 when expiresIn is %p', async (expiresIn) => {
    await sendCode(expiresIn);
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toHaveTextContent(
      /^Resend OTP in (60|59)s$/,
    );
  });

  it("an error mentioning 'expired' ends the countdown at once", async () => {
    const user = await sendCode(120);
    fake.on('POST /otp/verify', {
      status: 400,
      body: { message: 'OTP has expired. Request a new one.' },
    });
    await user.type(screen.getByLabelText(/OTP/, { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByText('OTP has expired. Request a new one.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toHaveTextContent(/^Resend OTP$/);
    expect(screen.getByRole('button', { name: /^Resend OTP/ })).toBeEnabled();
  });
});
