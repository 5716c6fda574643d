// A modest list of major cities per province, shipped as data (issue 19): the form offers them as
// suggestions, and validation corrects a known city's spelling case. Any other city is accepted:
// the list helps, it does not decide (decision 0101).
import type { LocationCountry } from './countries';

const byProvince = (text: string): Record<string, string[]> =>
  Object.fromEntries(
    text.split(';').map((entry) => {
      const [code, cities] = entry.split('=');
      return [code, cities.split(',')];
    }),
  );

export const CITIES: Readonly<Record<LocationCountry, Readonly<Record<string, readonly string[]>>>> = {
  US: byProvince(
    'AL=Birmingham,Montgomery,Huntsville;AK=Anchorage,Juneau,Fairbanks;AZ=Phoenix,Tucson,Mesa;' +
      'AR=Little Rock,Fayetteville;CA=Los Angeles,San Francisco,San Diego,San Jose,Sacramento;' +
      'CO=Denver,Colorado Springs,Boulder;CT=Hartford,New Haven,Stamford;DE=Wilmington,Dover;' +
      'DC=Washington;FL=Miami,Orlando,Tampa,Jacksonville;GA=Atlanta,Savannah,Augusta;' +
      'HI=Honolulu,Hilo;ID=Boise,Idaho Falls;IL=Chicago,Springfield,Naperville;' +
      'IN=Indianapolis,Fort Wayne;IA=Des Moines,Cedar Rapids;KS=Wichita,Topeka,Kansas City;' +
      'KY=Louisville,Lexington;LA=New Orleans,Baton Rouge;ME=Portland,Augusta;' +
      'MD=Baltimore,Annapolis;MA=Boston,Cambridge,Worcester;MI=Detroit,Grand Rapids,Ann Arbor;' +
      'MN=Minneapolis,Saint Paul;MS=Jackson,Gulfport;MO=Kansas City,St. Louis;MT=Billings,Helena;' +
      'NE=Omaha,Lincoln;NV=Las Vegas,Reno,Carson City;NH=Manchester,Concord;' +
      'NJ=Newark,Jersey City,Trenton;NM=Albuquerque,Santa Fe;NY=New York,Buffalo,Albany,Rochester;' +
      'NC=Charlotte,Raleigh,Durham;ND=Fargo,Bismarck;OH=Columbus,Cleveland,Cincinnati;' +
      'OK=Oklahoma City,Tulsa;OR=Portland,Salem,Eugene;PA=Philadelphia,Pittsburgh,Harrisburg;' +
      'PR=San Juan,Ponce;RI=Providence,Warwick;SC=Charleston,Columbia;SD=Sioux Falls,Pierre;' +
      'TN=Nashville,Memphis,Knoxville;TX=Houston,Dallas,Austin,San Antonio;UT=Salt Lake City,Provo;' +
      'VT=Burlington,Montpelier;VA=Richmond,Virginia Beach,Arlington;WA=Seattle,Spokane,Tacoma;' +
      'WV=Charleston,Morgantown;WI=Milwaukee,Madison;WY=Cheyenne,Casper',
  ),
  CA: byProvince(
    'AB=Calgary,Edmonton,Red Deer;BC=Vancouver,Victoria,Surrey;MB=Winnipeg,Brandon;' +
      'NB=Moncton,Saint John,Fredericton;NL=St. John’s,Corner Brook;NS=Halifax,Sydney;' +
      'NT=Yellowknife;NU=Iqaluit;ON=Toronto,Ottawa,Mississauga,Hamilton;PE=Charlottetown;' +
      'QC=Montréal,Québec,Laval,Gatineau;SK=Saskatoon,Regina;YT=Whitehorse',
  ),
  GB: byProvince(
    'ENG=London,Birmingham,Manchester,Leeds,Bristol,Liverpool;NIR=Belfast,Derry;' +
      'SCT=Edinburgh,Glasgow,Aberdeen,Dundee;WLS=Cardiff,Swansea,Newport',
  ),
  AU: byProvince(
    'ACT=Canberra;NSW=Sydney,Newcastle,Wollongong;NT=Darwin,Alice Springs;' +
      'QLD=Brisbane,Gold Coast,Cairns;SA=Adelaide;TAS=Hobart,Launceston;' +
      'VIC=Melbourne,Geelong,Ballarat;WA=Perth,Fremantle',
  ),
  IN: byProvince(
    'AN=Port Blair;AP=Visakhapatnam,Vijayawada,Amaravati;AR=Itanagar;AS=Guwahati,Dibrugarh;' +
      'BR=Patna,Gaya;CH=Chandigarh;CG=Raipur,Bhilai;DH=Daman,Silvassa;DL=New Delhi,Delhi;' +
      'GA=Panaji,Margao;GJ=Ahmedabad,Surat,Vadodara,Gandhinagar;HR=Gurugram,Faridabad;' +
      'HP=Shimla,Dharamshala;JK=Srinagar,Jammu;JH=Ranchi,Jamshedpur;' +
      'KA=Bengaluru,Mysuru,Mangaluru;KL=Thiruvananthapuram,Kochi,Kozhikode;LA=Leh,Kargil;' +
      'LD=Kavaratti;MP=Bhopal,Indore,Gwalior;MH=Mumbai,Pune,Nagpur;MN=Imphal;ML=Shillong;' +
      'MZ=Aizawl;NL=Kohima,Dimapur;OD=Bhubaneswar,Cuttack;PY=Puducherry;PB=Ludhiana,Amritsar;' +
      'RJ=Jaipur,Jodhpur,Udaipur;SK=Gangtok;TN=Chennai,Coimbatore,Madurai;TS=Hyderabad,Warangal;' +
      'TR=Agartala;UP=Lucknow,Noida,Kanpur,Varanasi;UK=Dehradun,Haridwar;WB=Kolkata,Siliguri',
  ),
};

/** The cities listed for a province; none for a code the country does not have. */
export function citiesOf(country: LocationCountry, provinceCode: string): readonly string[] {
  const cities = CITIES[country];
  return Object.hasOwn(cities, provinceCode) ? cities[provinceCode] : [];
}
