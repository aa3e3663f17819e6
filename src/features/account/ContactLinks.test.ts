import { contactLinksOf } from './ContactLinks';

const general = { siteTitle: 'TakaPlay', supportMail: 'support@takaplay.example', whatsapp: '', liveChat: '', intercom: '', tawkId: '' };

describe('member menu contact links (spec 2 §2)', () => {
  it('WhatsApp, Facebook, Telegram and the support mail, in that order', () => {
    const links = contactLinksOf(
      [
        { name: 'telegram', link: 'https://t.me/takaplay' },
        { name: 'whatsapp', link: 'https://wa.me/8801700000000' },
        { name: 'facebook', link: 'https://facebook.com/takaplay' },
      ],
      general,
    );
    expect(links).toEqual([
      { label: 'member.contact.whatsapp', href: 'https://wa.me/8801700000000' },
      { label: 'member.contact.facebook', href: 'https://facebook.com/takaplay' },
      { label: 'member.contact.telegram', href: 'https://t.me/takaplay' },
      { label: 'member.contact.email', href: 'mailto:support@takaplay.example' },
    ]);
  });

  it('leaves out what is not set', () => {
    expect(contactLinksOf([{ name: 'facebook', link: '' }], null)).toEqual([]);
    expect(contactLinksOf([], { ...general, supportMail: '' })).toEqual([]);
  });
});
