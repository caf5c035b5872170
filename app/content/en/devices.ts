// English words of the "Is my phone ready?" page.
import { ltr, phrase } from "../../i18n/bidi";
import { siteConfig } from "../../domain/site-config";
import type { DevicesContent } from "../devices";

const brand = siteConfig.brandName;

export const devices: DevicesContent = {
  meta: {
    title: "Is my phone ready?",
    description: `Check whether your phone takes an eSIM and works with 5G, VoLTE and Wi-Fi calling on ${brand}, and how to check a phone we do not list.`,
  },
  heading: "Is my phone ready?",
  intro:
    "Type your phone’s name to see whether it takes an eSIM and works with 5G, VoLTE and Wi-Fi calling on our network.",
  form: {
    label: "Your phone’s name",
    hint: phrase`For example ${ltr("iPhone 15 Pro")}, ${ltr("Galaxy S24")} or ${ltr("Pixel 8")}. The brand can be left out.`,
    button: "Check My Phone",
  },
  features: {
    esim: {
      name: "eSIM",
      explains:
        "A SIM built into the phone. After the ID check we email you a QR code to scan: no card to wait for.",
      yes: "It takes an eSIM.",
      no: "It needs a SIM card, which we deliver free or hand over in any store.",
    },
    fiveG: {
      name: "5G",
      explains: "Our fastest network, where there is 5G coverage; elsewhere the phone uses 4G.",
      yes: "It uses our 5G where there is coverage.",
      no: "It uses our 4G network.",
    },
    volte: {
      name: "VoLTE",
      explains:
        "Calls over 4G and 5G (Voice over LTE): clearer sound, and mobile data keeps working during a call. On every plan.",
      yes: "Its calls go over 4G and 5G.",
      no: "Calls over 4G and 5G are not available on this phone.",
    },
    wifiCalling: {
      name: "Wi-Fi calling",
      explains:
        "Calls over Wi-Fi from your own number where the mobile signal is weak, indoors for example. On every plan.",
      yes: "It can call over Wi-Fi.",
      no: "It cannot call over Wi-Fi on our network.",
    },
  },
  answer: {
    readAs: "We took “{typed}” to be this phone:",
    yes: "Yes",
    no: "No",
    note: "For the model as sold in the UAE. Where we are not sure a phone can do something, we say no.",
    plans: "Compare our plans",
  },
  notListed: {
    heading: "“{typed}” is not on our list",
    intro: "We could not find a phone by that name. Check the spelling, or try the model alone.",
    didYouMean: "Did you mean:",
    checkHeading: "Check your phone yourself",
    iphone: phrase`On an iPhone, open Settings, then General, then About: a line named ${ltr("EID")} or Available SIM means it takes an eSIM.`,
    android: phrase`On Android, open Settings, then Connections, then SIM manager on a Samsung Galaxy (on a Pixel, Network & internet, then SIMs): an option to add an eSIM means it takes one.`,
    askUs: phrase`Any of our stores can check it for you, or call us free on {phone}.`,
    physicalSim: "A SIM card works in any phone that is not locked to another operator.",
  },
  explainHeading: "What each one means",
  listHeading: "Phones on our list",
  listIntro: "Choose your phone to see its answers.",
  searchTerms: [
    "eSIM",
    "is my phone ready",
    "does my phone support eSIM",
    "phone compatibility",
    "5G phone",
    "VoLTE",
    "Wi-Fi calling",
    "wifi calling",
  ],
};
