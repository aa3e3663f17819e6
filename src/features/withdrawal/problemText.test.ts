import { problemHtml, problemText } from './problemText';

describe('withdrawal problems in words (spec 1 §5, §8)', () => {
  it('uses the spec’s texts word for word', () => {
    expect(problemText({ code: 'withdrawalPending' })).toBe('You already have a withdraw request pending. Please wait for it to be processed before making another withdraw request.');
    expect(problemText({ code: 'amountRequired' })).toBe('Amount is required.');
    expect(problemText({ code: 'accountNumberRequired' })).toBe('Account number is required.');
    expect(problemText({ code: 'paymentMethodRequired' })).toBe('Please select your payment method.');
    expect(problemText({ code: 'checkFailed' })).toBe('An error occurred.');
    expect(problemText({ code: 'unknownCheckAnswer' })).toBe('An unknown error occurred.');
    expect(problemText({ code: 'submitFailed' })).toBe('An error occurred. Please try again.');
  });

  it('links the profile and the turnover record, escaping the server’s words inside the link', () => {
    expect(problemHtml({ code: 'turnoverOpen', turnoverLeft: 1234.5 })).toBe('<a href="/turnover-record">Please complete your turnover and try again. Turnover left: ৳1,234.50.</a>');
    expect(problemHtml({ code: 'turnoverOpen', turnoverLeft: null })).toBe('<a href="/turnover-record">Please complete your turnover and try again.</a>');
    expect(problemHtml({ code: 'birthdayMissing', message: 'Set your Date of Birth <b>now</b>' })).toBe('<a href="/profile">Set your Date of Birth &#60;b&#62;now&#60;/b&#62;</a>');
    expect(problemHtml({ code: 'phoneNotVerified' })).toBe('<a href="/profile">Please verify your phone number first.</a>');
  });

  it('passes other server words on as HTML for the dialog to sanitise', () => {
    expect(problemHtml({ code: 'server', message: 'Refused <img src=x onerror=alert(1)>' })).toBe('Refused <img src=x onerror=alert(1)>');
  });
});
