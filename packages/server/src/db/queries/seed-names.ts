// The demo people's names, positions and planted near-duplicates (issue 46, item 6), as SQL
// expressions of the person's number g (db/queries/seed.ts inserts them from generate_series).
//
// A name is first x middle x last, each list's index g modulo its length. The lengths (121, 37,
// 97) have no common factor with each other nor with the 40 wards (ward = g % 40), so by the
// Chinese remainder theorem no two people of one ward share a full name below 40 x 434,269
// people, and a name recurs in the district once per 434,269 people (in another ward). A father's
// name is built the same way (61 x 29 given names, the person's surname): none twice in a ward
// below 6.8 million people. (With 60 x 97 fathers' names, 4 people of each ward of 25,000 shared
// a father, and the duplicate rule rightly took 12 % of them for one household's brothers.)
// Real near-duplicates are planted instead: the duplicate rule (same ward, 0.6 x name + 0.4 x
// father's name similarity >= 0.65) flags them and few others (README, "Demo data"). The
// people's own names hold neither 'sun' nor 'pra', which bench:scale types as searches that find
// nobody; no two of them share a spelling key (person_name_key, migration 0009).

/** Given names, women's and men's, from across India (121 = 11 x 11). */
// prettier-ignore
export const FIRST = [
  'Aarti', 'Abhay', 'Aditi', 'Ajay', 'Akash', 'Alok', 'Amit', 'Anand', 'Anil', 'Anita', 'Anjali',
  'Ankit', 'Anup', 'Arjun', 'Arun', 'Asha', 'Ashok', 'Bharat', 'Bhavna', 'Chetan', 'Deepa',
  'Deepak', 'Dilip', 'Dinesh', 'Divya', 'Durga', 'Ganesh', 'Gauri', 'Geeta', 'Girish', 'Harish',
  'Hema', 'Indira', 'Jaya', 'Jitendra', 'Jyoti', 'Kailash', 'Kamala', 'Kavita', 'Kiran', 'Komal',
  'Lalit', 'Lata', 'Madhu', 'Mahesh', 'Manish', 'Manju', 'Meena', 'Mohit', 'Mukesh', 'Nandini',
  'Naresh', 'Neha', 'Nikhil', 'Nirmala', 'Nisha', 'Pankaj', 'Parvati', 'Pooja', 'Priya', 'Rahul',
  'Rajesh', 'Rakesh', 'Ramesh', 'Rani', 'Ravi', 'Rekha', 'Ritu', 'Rohit', 'Sachin', 'Sadhana',
  'Sanjay', 'Santosh', 'Sapna', 'Sarita', 'Seema', 'Shanti', 'Shivani', 'Shobha', 'Shweta',
  'Sonia', 'Suman', 'Tanvi', 'Tarun', 'Uday', 'Uma', 'Usha', 'Varun', 'Vijay', 'Vikas', 'Vimala',
  'Vinod', 'Yash', 'Yogesh', 'Zoya', 'Naveen', 'Omkar', 'Pallavi', 'Raju', 'Sagar', 'Savita',
  'Tara', 'Uttam', 'Vandana', 'Asif', 'Farhan', 'Imran', 'Nasreen', 'Salma', 'Sameer', 'Shabana',
  'Tariq', 'Yusuf', 'Fatima', 'Gurpreet', 'Harjit', 'Manpreet', 'Simran', 'Joseph', 'Mary',
  'Thomas',
] as const;

/** Second given names (37, a prime). */
// prettier-ignore
export const MIDDLE = [
  'Kumar', 'Lal', 'Nath', 'Chandra', 'Devi', 'Bahadur', 'Mohan', 'Kant', 'Shankar', 'Narayan',
  'Kishore', 'Dev', 'Bhushan', 'Datt', 'Mani', 'Pal', 'Raj', 'Jeet', 'Kaur', 'Bai', 'Vir',
  'Krishna', 'Ram', 'Gopal', 'Hari', 'Shyam', 'Nandan', 'Charan', 'Dutt', 'Swaroop', 'Kanta',
  'Lakshmi', 'Baksh', 'Ali', 'Ahmed', 'Jahan', 'Bano',
] as const;

/** Surnames (97, a prime). */
// prettier-ignore
export const LAST = [
  'Sharma', 'Verma', 'Gupta', 'Yadav', 'Patel', 'Reddy', 'Nair', 'Iyer', 'Menon', 'Pillai', 'Rao',
  'Naidu', 'Joshi', 'Mehta', 'Shah', 'Desai', 'Kulkarni', 'Deshpande', 'Patil', 'Pawar', 'Jadhav',
  'Shinde', 'Gaikwad', 'Chauhan', 'Rathore', 'Thakur', 'Mishra', 'Tiwari', 'Pandey', 'Dubey',
  'Tripathi', 'Shukla', 'Srivastava', 'Saxena', 'Agarwal', 'Bansal', 'Goyal', 'Mittal', 'Jain',
  'Kapoor', 'Khanna', 'Malhotra', 'Arora', 'Bhatia', 'Sethi', 'Ahuja', 'Grover', 'Gill', 'Sandhu',
  'Dhillon', 'Sidhu', 'Bajwa', 'Grewal', 'Ansari', 'Qureshi', 'Siddiqui', 'Khan', 'Sheikh',
  'Pathan', 'Mirza', 'Hussain', 'Baig', 'Das', 'Bose', 'Ghosh', 'Banerjee', 'Chatterjee',
  'Mukherjee', 'Dutta', 'Sen', 'Roy', 'Paul', 'Biswas', 'Mondal', 'Sarkar', 'Gurung', 'Thapa',
  'Rai', 'Tamang', 'Lama', 'Bhutia', 'Singh', 'Negi', 'Rawat', 'Bisht', 'Chand', 'Kamat', 'Hegde',
  'Shetty', 'Bhat', 'Gowda', 'Shenoy', 'Pai', 'Naik', 'Sawant', 'Mane', 'More',
] as const;

/** Fathers' given names (61, a prime). */
// prettier-ignore
export const FATHER = [
  'Ramesh', 'Suresh', 'Mahesh', 'Mohan', 'Gopal', 'Hari', 'Shyam', 'Krishan', 'Om', 'Jagdish',
  'Ashok', 'Vijay', 'Rajendra', 'Surendra', 'Narendra', 'Mahendra', 'Devendra', 'Virendra',
  'Harish', 'Kishan', 'Balram', 'Dinanath', 'Shivram', 'Ramdas', 'Ganesh', 'Umesh', 'Kamlesh',
  'Rakesh', 'Mukesh', 'Dinesh', 'Naresh', 'Subhash', 'Anil', 'Vinod', 'Manoj', 'Raju', 'Babulal',
  'Ramlal', 'Motilal', 'Sohan', 'Rohan', 'Madan', 'Chandan', 'Pawan', 'Satish', 'Rajiv', 'Sanjeev',
  'Yusuf', 'Rashid', 'Abdul', 'Iqbal', 'Gurdev', 'Baldev', 'Joseph', 'Thomas', 'Mathew', 'Tenzing',
  'Dorje', 'Bhim', 'Arjun', 'Keshav',
] as const;

/** Fathers' second given names (29, a prime). */
// prettier-ignore
export const FATHER_MIDDLE = [
  'Kumar', 'Lal', 'Nath', 'Chandra', 'Prasad', 'Bahadur', 'Mohan', 'Kant', 'Shankar', 'Narayan',
  'Kishore', 'Dev', 'Bhushan', 'Datt', 'Pal', 'Raj', 'Singh', 'Ram', 'Gopal', 'Hari', 'Charan',
  'Das', 'Dutt', 'Swaroop', 'Nandan', 'Ali', 'Ahmed', 'Baksh', 'Jeet',
] as const;

export const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
/** The (1-based) entry `i` (an integer SQL expression) of `list`, taken modulo its length. */
const pick = (list: readonly string[], i: string) =>
  `(${sqlArray(list)})[1 + (${i}) % ${list.length}]`;

/**
 * A well-mixed number from g and a salt (0-7), 0 <= h < 2^31, from PostgreSQL's own integer
 * hash: for what must not follow g's residues (the GPS, the far ones), which would otherwise
 * fall in a few wards or on lines across the map.
 */
export const hash = (g: string, salt: number) =>
  `(hashint8((${g})::bigint * 8 + ${salt}) & 2147483647)`;

export const firstName = (g: string) => pick(FIRST, g);
const middle = (g: string) => pick(MIDDLE, g);
const last = (g: string) => pick(LAST, g);
const fullName = (g: string) => `${firstName(g)} || ' ' || ${middle(g)} || ' ' || ${last(g)}`;
/** A father's name: his two given names and the person's surname, none twice in a ward (below). */
const fatherName = (g: string) =>
  `${pick(FATHER, g)} || ' ' || ${pick(FATHER_MIDDLE, g)} || ' ' || ${last(g)}`;

/**
 * One person in PLANT_EVERY is the person 40 numbers before (same ward) typed again by another
 * collector with a small difference, one of four in turn: a vowel doubled ('Raavi'), the words
 * in another order, the middle name left out, the first name's last letter lost. Same father,
 * area and position. From g = 77 on: a seed of 100 people has one pair.
 */
export const PLANT_EVERY = 2500;
const PLANT_AT = 77;
export const isPlanted = (g: string) => `(${g} % ${PLANT_EVERY} = ${PLANT_AT})`;
/** The person g copies when planted, else g itself: `s` below (father, area, position). */
export const source = (g: string) => `CASE WHEN ${isPlanted(g)} THEN ${g} - 40 ELSE ${g} END`;

export function personName(g: string): string {
  const s = `${g} - 40`;
  return `CASE WHEN NOT ${isPlanted(g)} THEN ${fullName(g)}
    ELSE CASE (${g} / ${PLANT_EVERY}) % 4
      WHEN 0 THEN regexp_replace(${fullName(s)}, '([aeiou])', '\\1\\1')
      WHEN 1 THEN ${last(s)} || ' ' || ${firstName(s)} || ' ' || ${middle(s)}
      WHEN 2 THEN ${firstName(s)} || ' ' || ${last(s)}
      ELSE left(${firstName(s)}, -1) || ' ' || ${middle(s)} || ' ' || ${last(s)} END END`;
}

export const personFatherName = (s: string) => fatherName(s);

/**
 * The household's position as stored ('lat, lon'), or NULL for the one in NO_GPS_EVERY saved
 * without one. The 40 wards lie on an 8 x 5 grid of 2.2 km squares; a household within 900 m of
 * its ward's centre, or, one in FAR_EVERY, 6.7 km north of it (captured away from the house:
 * far_from_ward).
 */
export const NO_GPS_EVERY = 50;
export const FAR_EVERY = 400;
/** True for a household saved without a position (no_location). */
export const noPosition = (s: string) => `(${hash(s, 5)} % ${NO_GPS_EVERY} = 0)`;
/** The position of a located household (personPosition's `located`: the opposite of noPosition). */
export function personPosition(s: string): string {
  const ward = `(${s}) % 40`;
  const offset = (salt: number) => `((${hash(s, salt)} % 1601) - 800) / 100000.0`;
  const far = `CASE WHEN ${hash(s, 4)} % ${FAR_EVERY} = 0 THEN 0.06 ELSE 0 END`;
  const lat = `12.90 + (${ward} / 8) * 0.02 + ${offset(2)} + ${far}`;
  const lon = `77.50 + (${ward} % 8) * 0.02 + ${offset(3)}`;
  return `to_char(${lat}, 'FM90.000000') || ', ' || to_char(${lon}, 'FM90.000000')`;
}
