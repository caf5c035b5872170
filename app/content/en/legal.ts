// The legal texts are content, kept here as data so that the page components only render them.
import type { LegalSlug } from "../../site/paths";
import { siteConfig } from "../../domain/site-config";
import { ltr, phrase } from "../../i18n/bidi";
import { NBSP } from "../../i18n/count-parts";
import { englishCount, englishNouns } from "../../i18n/english-count";
import { formatUnit } from "../../i18n/format";
import { localizedPath } from "../../i18n/locale";
import { planTerms } from "../../tariffs/tariffs";
import { claims } from "../../domain/catalog";
import type { LegalDocument } from "../legal";
import { aroundTheClock } from "./phrases";

const brand = siteConfig.brandName;
// Runs that keep their direction and stay on one line where the page renders them.
const phone = ltr(siteConfig.phone.display);
const email = ltr(siteConfig.email.address);
const vat = siteConfig.vatRatePercent;
const currency = siteConfig.currency;
const replyTime = formatUnit(siteConfig.replyWithinHours, "hour", "en-AE");
const dataLaw = `Federal Decree-Law No.${NBSP}45${NBSP}of 2021`;
const days = (value: number) => englishCount(value, englishNouns.day);
const minutes = (value: number) => englishCount(value, englishNouns.minute);
const months = (value: number) => englishCount(value, englishNouns.month);

export const legal: Record<LegalSlug, LegalDocument> = {
  terms: {
    meta: {
      title: "Terms of Service",
      description: `The terms for ${brand}’s postpaid mobile service and this website: what we provide, what we ask of you and how to leave, with no fee.`,
    },
    heading: "Terms of Service",
    lastUpdated: "2026-12-08",
    lastUpdatedLabel: "Last updated",
    numbered: true,
    intro: [
      `These terms set out the agreement between you and ${brand} for our mobile service and this website. They are written in plain language, so you know what to expect from us and what we expect from you.`,
      "Each plan also has its Key Facts, such as its price and allowances, on its page and given to you when you sign up. Where they differ from these terms on a point, the Key Facts apply.",
    ],
    sections: [
      {
        id: "acceptance",
        heading: "Acceptance of these terms",
        blocks: [
          `By activating a ${brand} SIM, using our network or using this website, you accept these terms. If you don’t agree with them, please don’t activate or use our service.`,
          `You must be at least 18${NBSP}to take out a line in your own name. If you let someone else use your line, you remain responsible for how it is used.`,
          "Nothing in these terms takes away any right you have as a consumer under UAE law.",
        ],
      },
      {
        id: "service-description",
        heading: "Our service",
        blocks: [
          `${brand} provides mobile service in the UAE on postpaid monthly plans: each comes with a monthly allowance of data, minutes and SMS, and a bill for each bill month. There is no minimum term and no one-off fee: the SIM, an eSIM and activation are free.`,
          "Depending on your plan, the service includes:",
          {
            list: [
              "calls and SMS to UAE numbers on any network;",
              `international calls reaching over ${englishCount(claims.callCountries, englishNouns.country)}, at the published rate of the destination, the same on every plan;`,
              "mobile data packages that you can add by the day, the week or the month, on top of any plan.",
            ],
          },
          "To activate a line, you need a valid Emirates ID, or a valid passport with a UAE visa, and a valid email address. We also ask for proof of address, such as a recent utility bill or tenancy contract. We check them, as UAE regulations require, before a line goes live.",
          phrase`You can’t open an account, buy a plan or pay on this website, but you can send us a sign-up request there, and our sales team will call you back to arrange your line. To sign up or ask a question, you can also visit our store on Sheikh Zayed Road, Dubai, open 9am–10pm every day, or call us free on ${phone}.`,
          `All prices on this website are in UAE dirhams (${currency}) and include ${vat}% VAT. Coverage can vary with location, buildings and weather, so we can’t promise the service will never be interrupted.`,
        ],
      },
      {
        id: "user-obligations",
        heading: "Your responsibilities",
        blocks: [
          "When you use our service, you agree to:",
          {
            list: [
              "use it lawfully, in line with UAE law and the rules of the Telecommunications and Digital Government Regulatory Authority (TDRA);",
              "give us accurate, up-to-date information when you sign up, and tell us when your details or documents change;",
              "keep your SIM card, device and PIN codes safe, and tell us at once if your SIM is lost or stolen, so we can block it and stop further charges;",
              "pay your bills on time.",
            ],
          },
          "You must not misuse our network. That includes sending spam, reselling our service without our written agreement, connecting equipment that harms the network, avoiding our charges, or using the service to harass, threaten or defraud anyone.",
          "The same applies to this website’s contact form: use it for genuine questions, don’t send automated or repeated submissions, and don’t include offensive content or other people’s personal data.",
        ],
      },
      {
        id: "service-modifications",
        heading: "Changes to our service and these terms",
        blocks: [
          "Our plans, prices and packages change over time, and so may these terms – to keep up with technology, costs, the law and what customers ask for.",
          "How much notice we give depends on the change:",
          {
            list: [
              `Changes to your detriment, such as a higher price or a smaller allowance, are announced at least ${days(planTerms.priceChangeNoticeDays)} before they take effect, by SMS to your line and on this website.`,
              "Changes that benefit you or make no difference to you, such as a lower price or clearer wording, may take effect once published on this website.",
              "Changes that the law or the TDRA requires are made within the time they allow, and we tell you as early as we can.",
            ],
          },
          "A data package you have bought keeps its price and allowance until it expires; a change applies to it from your next purchase.",
          "Leaving is always free: if a change does not suit you, you can end your plan before it takes effect, with no fee. Using the service after a change takes effect means you accept it.",
        ],
      },
      {
        id: "termination",
        heading: "Ending the service",
        blocks: [
          phrase`There is no minimum term: you can end your plan at any time, with no fee, by calling us free on ${phone}, emailing ${email} or visiting our store. The plan ends at the end of the bill month in which you ask, and your last bill covers that month only.`,
          "We may suspend or end your service if:",
          {
            list: [
              "you seriously or repeatedly break these terms;",
              "a bill stays unpaid after we have reminded you and given you time to pay;",
              "we reasonably suspect fraud, or use of the line that puts other customers or the network at risk;",
              "the law, a court or the TDRA requires it, for example when identity documents expire and are not renewed.",
            ],
          },
          "Except in cases of fraud or where the law requires immediate action, we tell you first and give you a fair chance to put things right. Once the reason for a suspension is resolved, we restore service as soon as we can.",
          "When service ends, any amount owed on your account becomes due, and anything you paid beyond it is refunded. Before your service ends, you can ask to move your number to another UAE operator; otherwise it is withdrawn and may later be given to someone else.",
          "These terms are governed by UAE law as applied in the Emirate of Dubai, and the courts of Dubai have jurisdiction over any dispute about them.",
          [
            "If something goes wrong, please talk to us first: ",
            { text: "our complaints procedure", href: localizedPath("en", "/complaints") },
            " says how, what we promise and by when. If we can’t resolve your complaint, you may take it to the TDRA.",
          ],
        ],
      },
    ],
  },

  privacy: {
    meta: {
      title: "Privacy Policy",
      description: `How the ${brand} website handles what you send in a contact message or a sign-up request, who sees it, how long we keep it and your rights.`,
    },
    heading: "Privacy Policy",
    lastUpdated: "2026-12-08",
    lastUpdatedLabel: "Last updated",
    numbered: false,
    intro: [
      `This policy explains what personal data the ${brand} website collects, why, and what we do with it. In short: the site collects only what you type into our contact form or into a sign-up request, and it uses no cookies, analytics or advertising.`,
      "This policy covers this website, including the sign-up requests sent through it. The identity documents needed to provide mobile service are not collected through this website: you show them in person, to our courier or in our store, when you receive your SIM, and we explain how we handle them at that point.",
      `We handle personal data in line with the UAE Personal Data Protection Law, ${dataLaw}.`,
    ],
    sections: [
      {
        id: "collection",
        heading: "What we collect",
        blocks: [
          "The only personal data this website collects is what you choose to type into our contact form or into a sign-up request. Through the contact form, we receive:",
          {
            list: [
              "your name;",
              "your email address;",
              "your phone number, if you choose to give it;",
              "your message.",
            ],
          },
          "When you ask to join one of our plans on our sign-up request page, we receive:",
          {
            list: [
              "the plan you chose;",
              "whether you want a new number or to keep your own and, if you keep it, your current operator (du, e&, Virgin Mobile or another UAE operator) and the UAE mobile number you want to move to us;",
              "whether you want a SIM or an eSIM and, for an eSIM, your phone’s model if you choose to give it, so that we can check the phone takes an eSIM;",
              "whether you will collect your SIM from one of our stores, and which one, or want it delivered, with the emirate, the area and the street address to deliver to;",
              "the day and the time slot, in UAE time, in which you would like our call;",
              "your full name, a mobile number we can call you on and your email address;",
              "that you ticked the box agreeing that we keep these details to handle your request, as this policy says.",
            ],
          },
          "The sign-up request asks for no identity document or proof of address, and you upload nothing. When you collect or receive your SIM, the store or the courier checks your Emirates ID or passport and your proof of address in person.",
          "When a message or a request arrives, the site also records the time we received it, the language of the page you sent it from and, if you sent a message about one of our plans, which plan. Each request is given a reference. The address of the confirmation page you see after sending a request carries only your choices (the plan, a new or a kept number, your current operator, SIM or eSIM, the phone model, the store or the emirate, and the day and slot of our call) and that reference – never your name, your phone numbers, your email address or your street address.",
          `To stop our forms from being flooded with repeated submissions, the site counts messages and requests by a salted one-way hash of your network (IP) address. A hash is a scrambled code designed so that it can’t be turned back into the address. The code is kept in the database on our servers, with nothing but a count and the end of its 15-minute window, for no longer than ${minutes(20)}; it is never stored with your message or request, and the address itself is never kept.`,
          "Our servers also keep request logs so that we can keep the site running well. For each request they record the time, a random number that identifies the request, the method, the page path (without anything after a “?”), the response status and how long it took – not your network address, your browser or anything you typed.",
          "If you press “Use My Location” on our coverage or stores page, your browser first asks whether to share your location. If you agree, the page rounds it to about a kilometre and sends it to our own server alone, in the page’s address, to find the community or store nearest you. We use it for that one answer: it is not stored, and, being after a “?”, it is not in our logs.",
          "The site loads no third-party scripts, fonts, images, analytics or advertising, it sets no cookies, and it keeps nothing about you or your visit in your browser’s storage. Our Cookie Policy explains this in more detail.",
        ],
      },
      {
        id: "use",
        heading: "How we use it",
        blocks: [
          "We use your contact form message for one thing: to answer it. Our customer care team reads your message and replies by email, or by phone if you gave us a number and a call is the quicker way to help.",
          "We use your sign-up request to handle it, and for nothing else:",
          {
            list: [
              "our sales team calls you on the number you gave, in the slot you chose, to go through your plan and answer your questions;",
              "if you keep your number, we ask your current operator to move it to us;",
              "we prepare your SIM for collection at the store you chose, or send it to you with our courier, and, if you named your phone, check that it takes an eSIM;",
              "we email you a confirmation of your request and, for an eSIM, its QR code once your identity has been checked.",
            ],
          },
          "We use the hashed network address only to limit repeated submissions, and the request logs only to keep the website secure and working.",
          "We don’t:",
          {
            list: [
              "sell or rent your personal data to anyone;",
              "use your message, your request or your contact details for marketing, or add you to a mailing list;",
              "build profiles of visitors or follow you across other websites;",
              "make automated decisions about you based on what you send us.",
            ],
          },
          "If your message leads to something more – for example, you decide to sign up for a plan – you can send us a sign-up request, which this policy covers. Anything else we need to open your line, such as your identity documents, is checked in person when you collect or receive your SIM, and we tell you then how it will be used.",
        ],
      },
      {
        id: "disclosure",
        heading: "Who can see it",
        blocks: [
          "Messages and sign-up requests are stored on our own servers. Each message is then sent to our customer care team’s mailbox and, where the team uses one, to the helpdesk system it answers customers from; each sign-up request is sent to our sales team’s mailbox and, where the team uses one, to the helpdesk or customer relationship (CRM) system it works from. That way the right team sees it straight away. Only the members of our customer care team who answer messages, and of our sales team who handle requests, can read them.",
          "To handle a sign-up request, we also pass on part of it, and only the part each needs:",
          {
            list: [
              "if you asked for delivery, the courier company that brings your SIM receives your name, the number to call and the delivery address;",
              "if you keep your number, your current operator receives the number to move and your Emirates ID details, which we check in person rather than collect on this website, so that it can confirm the line is yours and release it.",
            ],
          },
          "The courier and the companies that help us operate those servers, mailboxes and systems, and send our emails, may have access to your details to do that work. They act only on our instructions, are bound by confidentiality and may not use your data for their own purposes.",
          "Otherwise, we disclose personal data only when UAE law requires it, for example in response to a lawful request from a court, the police or a regulator. We check that any such request is valid and share no more than it requires.",
        ],
      },
      {
        id: "purpose",
        heading: "Why we keep it and for how long",
        blocks: [
          "We process a message because you asked us to get in touch when you sent the form, and only for that purpose. We process a sign-up request because you asked us to arrange a plan for you and agreed, by ticking the box, that we keep your details to do so; we use it only for that purpose. You can withdraw that consent at any time by asking us to erase your request.",
          "We ask for no more than we need: on the contact form the phone number is optional, and the form asks for nothing else; a sign-up request asks only what we need to call you, move your number and get your SIM to you, and the phone model is optional.",
          `We keep contact form messages and sign-up requests for ${months(12)} after we receive them, so that we can pick up the thread if you write to us again about the same question or request. After ${months(12)}, they are deleted automatically.`,
          "If you would like your message or request deleted sooner, just ask, and we will delete it unless the law requires us to keep it.",
        ],
      },
      {
        id: "access-and-updating",
        heading: "Your rights",
        blocks: [
          `Under the UAE Personal Data Protection Law (${dataLaw}), you have rights over your personal data, including the right to:`,
          {
            list: [
              "access it – ask whether we hold data about you and receive a copy;",
              "correct it – ask us to fix details that are wrong or incomplete;",
              "delete it – ask us to erase your message or request and your contact details;",
              "object – ask us to stop using your data in a particular way.",
            ],
          },
          phrase`To use any of these rights, email us at ${email} or call us free on ${phone}, ${aroundTheClock}. Please tell us the name and email address you used in the form, so that we can find your message or request.`,
          phrase`To get a copy of the messages and sign-up requests you sent us, or to have them erased, write to ${email} from the email address you gave in them. We will send you a copy of every message and request we hold from that address, or erase them all – from our servers, our care and sales teams’ mailboxes, the helpdesk and the CRM system – and confirm how many we erased.`,
          "Before we share or change anything, we may ask you to confirm that you are the one asking. This protects you from someone else asking in your name.",
          `We commit to answering every request about your data within ${days(30)}, free of charge. If you are not satisfied with our answer, you can also raise your concern with the UAE Data Office.`,
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        blocks: [
          "If you have a question about this policy or about your personal data, we are happy to help:",
          {
            list: [
              phrase`Email: ${email} – we reply within ${replyTime}.`,
              phrase`Phone: ${phone} – free to call, ${aroundTheClock}.`,
              "In person: our store on Sheikh Zayed Road, Dubai, open 9am–10pm every day.",
            ],
          },
          "If we change this policy, we will publish the new version on this page and update the date at the top. If a change affects how we use details you have already sent us, we will tell you before it applies.",
        ],
      },
    ],
  },

  "cookie-policy": {
    meta: {
      title: "Cookie Policy",
      description: `What cookies are, which ones the ${brand} website uses – none at the moment – and how you can manage cookies in your own browser.`,
    },
    heading: "Cookie Policy",
    lastUpdated: "2026-11-23",
    lastUpdatedLabel: "Last updated",
    numbered: false,
    intro: [
      `This policy explains what cookies are and how the ${brand} website uses them. The short answer is simple: today, our website sets no cookies at all.`,
    ],
    sections: [
      {
        id: "what-cookies-are",
        heading: "What cookies are",
        blocks: [
          "Cookies are small text files that a website asks your browser to store on your device. When you return, your browser sends them back, so the website can remember something about your earlier visit.",
          "Some cookies are set by the website you are visiting. Others, called third-party cookies, are set by other companies whose content the website loads, such as advertising networks. Some disappear when you close your browser; others stay until an expiry date.",
          "Cookies are handy for keeping you signed in or remembering your language, but they can also follow what you do across websites – which is why it’s worth knowing which ones a site uses.",
        ],
      },
      {
        id: "why-we-use-cookies",
        heading: "Why we use cookies",
        blocks: [
          "Websites generally use cookies for four purposes. Here is each one, and whether our website uses it today:",
          {
            list: [
              "Essential cookies – needed for a site to work at all, for example to keep a sign-in secure or remember the items in a shopping basket. In use on our website: none.",
              "Performance and analytics cookies – count visits and show which pages are popular, so that a site can be improved. In use on our website: none.",
              "Functional cookies – remember choices you make, such as your language or region. In use on our website: none.",
              "Advertising cookies – track your browsing to show you targeted ads, often across many websites. In use on our website: none.",
            ],
          },
          "Our website doesn’t need any of them. It has no accounts, no sign-in and no shopping basket, and it loads no third-party scripts, analytics or advertising, so no other company can set cookies through our pages either.",
          "Nor does it use similar technologies: it keeps nothing about you or your visit in your browser’s local storage or session storage.",
          "If we ever need an essential cookie – for example, to protect our contact form from abuse – it will be one that is strictly necessary for the site to work, and we will list it here, with its name, purpose and lifetime, before we start using it.",
        ],
      },
      {
        id: "how-to-control-cookies",
        heading: "How to control cookies",
        blocks: [
          "Every modern browser lets you decide which cookies to accept. In your browser’s settings, usually under Privacy or Security, you can:",
          {
            list: [
              "see which cookies websites have stored on your device;",
              "delete some or all of them;",
              "block cookies from all websites, or only from third parties;",
              "ask to be told before a website stores a cookie.",
            ],
          },
          "Your browser’s help pages explain the exact steps. Clearing cookies may sign you out of other websites and reset your preferences there.",
          "Blocking cookies does not affect our website today: every page and the contact form work in exactly the same way with cookies switched off.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        blocks: [
          "If the way our website uses cookies changes, we will update this policy and the “Last updated” date at the top of this page.",
          "We will never start using a new category of cookie without first describing it here. For anything that is not strictly necessary – performance and analytics, functional or advertising cookies – we would also ask for your consent first, and the site would keep working if you said no.",
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        blocks: [
          phrase`If you have a question about cookies or about this policy, email us at ${email} – we reply within ${replyTime} – or call us free on ${phone}, ${aroundTheClock}.`,
          "You can also visit our store on Sheikh Zayed Road, Dubai, open 9am–10pm every day. Our Privacy Policy explains how we handle the details you send us through the contact form.",
        ],
      },
    ],
  },
};
